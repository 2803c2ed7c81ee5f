import type { Shop } from '@core/schemas/shops';
import { loadTranslation } from '@web/lib/locale-loaders';

/**
 * A new card's default name in its shop's language (decision 048): "ካርድ 501" in a Tigrigna hall.
 * The number stays in the name, where SPEC's check looks for it.
 */
export async function defaultCardName(language: Shop['language'], cardNumber: number) {
  const texts = await loadTranslation(language);
  const section = texts.bingoCards as Record<string, unknown> | undefined;
  const template = typeof section?.defaultName === 'string' ? section.defaultName : 'Card {{n}}';
  return template.replace('{{n}}', String(cardNumber));
}
