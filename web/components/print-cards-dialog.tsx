import { useEffect, useMemo, useState } from 'react';
import { CARD_NUMBER } from '@core/bingo/game-limits';
import { useTranslation } from 'react-i18next';
import { cardForNumber } from '@core/bingo/card-generator';
import { parseSavedCard } from '@core/bingo/card-validation';
import { GAME_MODES, type GameMode } from '@core/bingo/modes';
import { MAX_PRINT_CARDS, printRangeSchema } from '@core/schemas/cards';
import type { Shop } from '@core/schemas/shops';
import { useWatch } from 'react-hook-form';
import { FormNumberField } from '@web/components/form/fields';
import { parseAmount } from '@web/components/form/parse';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { FormError, SelectField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { fetchCardLinks } from '@web/lib/cards/card-links';
import { useCardSet } from '@web/lib/cards/card-sets';
import { downloadFile } from '@web/lib/download';
import { loadTranslation } from '@web/lib/locale-loaders';
import { usePublicConfig } from '@web/lib/public-config';
import type { Cartela } from '@web/lib/cards/cartela-pdf';

/** One document at most: 1000 cards make 167 pages. */
export { MAX_PRINT_CARDS };

interface PrintCardsDialogProps {
  shops: readonly Shop[];
  shopId: number;
  mode: GameMode;
  from?: number;
  to?: number;
  onClose: () => void;
}

/** The shop name as a PNG, drawn with the page's fonts (for a script the PDF fonts lack). */
async function namePng(text: string): Promise<Uint8Array | undefined> {
  const font = 'bold 48px "Noto Sans Ethiopic", Inter, system-ui, sans-serif';
  // Web fonts load on first use: make sure the name's script is there before drawing it.
  await document.fonts?.load(font, text).catch(() => undefined);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.font = font;
  canvas.width = Math.ceil(context.measureText(text).width) + 8;
  canvas.height = 68;
  context.font = font;
  context.fillStyle = '#1a1a1f';
  context.textBaseline = 'middle';
  context.fillText(text, 4, 34);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
}

/** The printed centre's word in a language, from that language's texts. */
async function freeWordOf(language: Shop['language']): Promise<string> {
  const texts = await loadTranslation(language);
  const section = texts.printCards as Record<string, unknown> | undefined;
  return typeof section?.free === 'string' ? section.free : 'FREE';
}

/**
 * Printable cartela sheets of a shop: cards n..m in a mode, each the shop's saved card or the
 * generated one, with a QR code to the card's player page, as a PDF (six a page, cut lines). The
 * PDF library and the QR encoder load only here.
 */
export function PrintCardsDialog({
  shops,
  shopId,
  mode,
  from = 1,
  to = 100,
  onClose,
}: PrintCardsDialogProps) {
  const { t } = useTranslation();
  const [chosenShop, setChosenShop] = useState(shopId);
  const [chosenMode, setChosenMode] = useState<GameMode>(mode);
  const form = useSchemaForm(printRangeSchema, { defaultValues: { from, to } });
  const range = useWatch({ control: form.control });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<{
    url: string;
    name: string;
    count: number;
    pages: number;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = useCardSet(chosenShop, chosenMode);
  const { publicUrl } = usePublicConfig();
  const shop = shops.find((s) => s.id === chosenShop);
  useEffect(() => () => void (result && URL.revokeObjectURL(result.url)), [result]);

  // The summary follows the typing; the same schema checks the range on Make.
  const checked = printRangeSchema.safeParse({
    from: parseAmount(range.from),
    to: parseAmount(range.to),
  });
  const rangeValid = checked.success;
  const first = checked.data?.from ?? 0;
  const last = checked.data?.to ?? 0;
  const savedCount = useMemo(
    () =>
      rangeValid
        ? (set.data?.cards.filter((c) => c.card_number >= first && c.card_number <= last).length ??
          0)
        : 0,
    [set.data, rangeValid, first, last],
  );
  const busy = progress !== null && result === null && error === null;

  const make = async () => {
    if (!rangeValid || !set.data || !shop) return;
    setError(null);
    setResult(null);
    const total = last - first + 1;
    setProgress({ done: 0, total });
    try {
      const saved = new Map(set.data.cards.map((card) => [card.card_number, card.grid]));
      // Each cartela's QR code opens its player page at the hall's public address (decision 037).
      const links = await fetchCardLinks(
        shop.id,
        { from: first, to: last },
        publicUrl ?? window.location.origin,
      );
      const cartelas: Cartela[] = Array.from({ length: total }, (_, i) => {
        const cardNumber = first + i;
        const grid = saved.get(cardNumber);
        const parsed = grid ? parseSavedCard(grid, chosenMode) : null;
        return {
          cardNumber,
          card: parsed?.ok ? parsed.card : cardForNumber(cardNumber, chosenMode),
          link: links.get(cardNumber),
        };
      });
      const { buildCartelaPdf, pdfCanWrite, CARDS_PER_PAGE } =
        await import('@web/lib/cards/cartela-pdf');
      // The centre says FREE in the shop's language (decision 048), whatever this screen reads.
      const freeLabel = await freeWordOf(shop.language);
      const bytes = await buildCartelaPdf({
        shopName: shop.name,
        mode: chosenMode,
        cartelas,
        shopNamePng: pdfCanWrite(shop.name) ? undefined : await namePng(shop.name),
        freeLabel,
        freeLabelPng: pdfCanWrite(freeLabel) ? undefined : await namePng(freeLabel),
        onProgress: (done) => setProgress({ done, total }),
      });
      const name = `cartelas-${shop.id}-${chosenMode}-${first}-${last}.pdf`;
      setResult({
        url: downloadFile(bytes, name, 'application/pdf'),
        name,
        count: total,
        pages: Math.ceil(total / CARDS_PER_PAGE),
      });
    } catch (failure) {
      console.error('Printing cards failed', failure);
      setError(t('printCards.error'));
    }
  };

  return (
    <Modal
      title={t('printCards.title')}
      description={t('printCards.hint')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit(() => make())()}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.close')}
          </Button>
          <Button type="submit" busy={busy} disabled={!rangeValid || !set.data}>
            {t('printCards.make')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {shops.length > 1 && (
          <SelectField
            label={t('bingoCards.shop')}
            value={chosenShop}
            onChange={(e) => setChosenShop(Number(e.target.value))}
          >
            {shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('bingoCards.mode')}
          value={chosenMode}
          onChange={(e) => setChosenMode(e.target.value as GameMode)}
        >
          {GAME_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`bingoCards.modes.${m}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <FormNumberField
            form={form}
            name="from"
            label={t('printCards.from')}
            min={CARD_NUMBER.min}
            max={CARD_NUMBER.max}
          />
          <FormNumberField
            form={form}
            name="to"
            label={t('printCards.to')}
            min={CARD_NUMBER.min}
            max={CARD_NUMBER.max}
          />
        </div>
        {!rangeValid ? (
          <FormError>{t('printCards.rangeError', { max: MAX_PRINT_CARDS })}</FormError>
        ) : (
          <p className="text-sm text-ink-muted" data-testid="print-summary">
            {t('printCards.summary', { count: last - first + 1, saved: savedCount })}
          </p>
        )}
        {set.isError && <FormError>{t('bingoCards.loadError')}</FormError>}
        {progress && (
          <ProgressBar
            label={t('printCards.title')}
            value={progress.done}
            max={progress.total}
            testId="print-progress"
            text={
              result
                ? t('printCards.done', { count: result.count, pages: result.pages })
                : t('printCards.progress', { done: progress.done, total: progress.total })
            }
          />
        )}
        {result && (
          <a
            href={result.url}
            download={result.name}
            className="text-sm font-semibold text-primary underline"
            data-testid="print-download"
          >
            {t('printCards.download')}
          </a>
        )}
        {error && <FormError>{error}</FormError>}
      </div>
    </Modal>
  );
}
