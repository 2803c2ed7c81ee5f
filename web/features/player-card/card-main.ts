/**
 * The phone page of a printed cartela (decision 037), its own small entry (card.html, served for
 * /card/*): no React, no router, no query library and only the chosen language's few texts, so a
 * phone on the hall's Wi-Fi shows the card at once.
 */
import type { PlayerCard } from '@core/schemas/player-cards';
import { API_BASE } from '@web/lib/api-base';
import {
  LANGUAGES,
  hasStoredLanguage,
  readStoredLanguage,
  storeLanguage,
  type LanguageCode,
} from '@web/lib/languages';
import '@web/styles.css';
import { loadCardTexts, type Translate } from './lib/card-texts';
import { cardView } from './lib/card-view';
import { h } from './lib/dom';
import { followGame } from './lib/follow-game';
import {
  alertCalledNumbers,
  readNumberAlerts,
  storeNumberAlerts,
  type NumberAlerts,
} from './lib/number-alerts';
import { applyPublicMessage, type PublicGame } from './lib/public-game';
import type { CardGrid } from '@core/bingo/card';

/**
 * The page asks now and then whether the card is in a new game (the balls come by the stream):
 * one request per phone every 20 s, never one per draw.
 */
const CARD_REFRESH_MS = 20_000;

type Answer =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'error' }
  | { kind: 'card'; card: PlayerCard };

const [, shopId = '', cardNumber = '', code = ''] =
  /^\/card\/([^/]+)\/([^/]+)\/([^/]+)\/?$/.exec(window.location.pathname) ?? [];
const valid =
  /^\d{1,10}$/.test(shopId) && /^\d{1,5}$/.test(cardNumber) && /^[0-9a-f]{16}$/.test(code);

let language: LanguageCode = readStoredLanguage();
/** A phone that never chose a language reads the page in its shop's (decision 048). */
let languageChosen = hasStoredLanguage();
let t: Translate = (key) => key;
let answer: Answer = valid ? { kind: 'loading' } : { kind: 'not_found' };
let game: PublicGame | null = null;
let claim: { sending: boolean; refusal: string | null } = { sending: false, refusal: null };
let alerts = readNumberAlerts();
let following: { token: string; stop: () => void } | null = null;

const root = document.getElementById('root')!;
const main = h('main', { class: 'mx-auto max-w-md space-y-4 px-4 py-5' });

const BRAND_MARK =
  '<svg width="26" height="26" viewBox="0 0 40 40" aria-hidden="true" focusable="false">' +
  '<circle cx="20" cy="20" r="19" class="fill-primary"/><circle cx="20" cy="20" r="12.5" class="fill-surface"/>' +
  '<path d="M20 11.5l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z" class="fill-accent"/>' +
  '<circle cx="20" cy="20" r="19" fill="none" class="stroke-primary-hover" stroke-width="1.5"/></svg>';

function header(): HTMLElement {
  const select = h(
    'select',
    {
      'aria-label': t('preferences.language'),
      class: 'rounded-lg border border-line bg-surface px-2 py-1.5 text-sm',
    },
    ...LANGUAGES.map((l) =>
      h('option', { value: l.code, lang: l.code, selected: l.code === language }, l.nativeName),
    ),
  ) as HTMLSelectElement;
  select.addEventListener('change', () => void chooseLanguage(select.value as LanguageCode));
  const brand = h('span', {});
  brand.innerHTML = BRAND_MARK;
  return h(
    'header',
    { class: 'flex h-14 items-center gap-3 border-b border-line bg-surface px-4' },
    brand,
    h('span', { class: 'font-bold tracking-tight' }, t('app.brand')),
    h('div', { class: 'ml-auto' }, select),
  );
}

function render(): void {
  document.title = `${t('playerCard.title', { number: cardNumber })} · ${t('app.brand')}`;
  let content: Node[];
  if (answer.kind === 'not_found')
    content = [
      h(
        'p',
        { role: 'alert', class: 'rounded-xl bg-danger-soft p-4 font-semibold text-danger' },
        t('playerCard.notFound'),
      ),
    ];
  else if (answer.kind === 'loading')
    content = [h('p', { role: 'status', class: 'text-sm text-ink-muted' }, t('app.loading'))];
  else if (answer.kind === 'error') {
    const retry = h(
      'button',
      {
        type: 'button',
        class: 'rounded-lg border border-line bg-surface px-3 py-1.5 font-semibold',
      },
      t('common.retry'),
    );
    retry.addEventListener('click', () => void load());
    content = [
      h(
        'div',
        {
          role: 'alert',
          class:
            'flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger',
        },
        h('span', { class: 'min-w-0 flex-1 font-medium' }, t('playerCard.loadError')),
        retry,
      ),
    ];
  } else
    content = [
      // A practice game (decision 055): the player must not think a prize is at stake.
      ...(answer.card.game?.training
        ? [
            h(
              'p',
              {
                role: 'status',
                'data-testid': 'card-training',
                class:
                  'rounded-xl border-2 border-danger bg-danger-soft px-4 py-2 text-center font-black text-danger',
              },
              t('training.phone'),
            ),
          ]
        : []),
      ...cardView(
        answer.card,
        game ?? answer.card.game,
        { claim: { ...claim, onClaim: sendClaim }, alerts, onAlerts: chooseAlerts },
        t,
      ),
    ];
  main.replaceChildren(...content);
}

/** The card as the server holds it; a new game's stream is followed, an old one's closed. */
async function load(): Promise<void> {
  try {
    const response = await fetch(`${API_BASE}/public/cards/${shopId}/${cardNumber}/${code}/`);
    if (response.status === 404) answer = { kind: 'not_found' };
    else if (!response.ok) throw new Error(`card answered ${response.status}`);
    else answer = { kind: 'card', card: (await response.json()) as PlayerCard };
    if (answer.kind === 'card' && !languageChosen && answer.card.shop_language !== language)
      await chooseLanguage(answer.card.shop_language, false);
  } catch {
    // A blip after the card showed keeps it on screen; the next refresh tries again.
    if (answer.kind !== 'card') answer = { kind: 'error' };
  }
  const token = answer.kind === 'card' ? (answer.card.game?.verify_token ?? null) : null;
  if (following && following.token !== token) {
    following.stop();
    following = null;
    game = null;
  }
  if (token && !following && answer.kind === 'card') {
    game = answer.card.game;
    following = {
      token,
      stop: followGame(token, cardNumber, game, (next) => {
        const before = new Set(game?.called ?? []);
        game = next;
        if (answer.kind === 'card' && (alerts.vibrate || alerts.speak)) {
          const { card } = answer;
          const fresh = next?.called.filter((n) => !before.has(n)) ?? [];
          alertCalledNumbers(
            card.grid as CardGrid,
            fresh,
            { language: card.shop_language, mode: card.mode },
            alerts,
          );
        }
        render();
      }),
    };
  }
  render();
}

function chooseAlerts(next: NumberAlerts): void {
  alerts = next;
  storeNumberAlerts(next);
  render();
}

/** Claims bingo for this card (issue 40): the server stamps it; the feed tells the verdict. */
async function sendClaim(): Promise<void> {
  if (claim.sending) return;
  claim = { sending: true, refusal: null };
  render();
  try {
    const response = await fetch(
      `${API_BASE}/public/cards/${shopId}/${cardNumber}/${code}/claim/`,
      {
        method: 'POST',
      },
    );
    const body = (await response.json().catch(() => ({}))) as {
      claim?: Record<string, unknown>;
      code?: string;
    };
    if (response.ok && body.claim && game)
      game = applyPublicMessage(game, { kind: 'event', type: 'claim', data: body.claim });
    claim = { sending: false, refusal: response.ok ? null : (body.code ?? 'request_failed') };
    // A refusal may mean the game moved on: the card's answer says where it stands now.
    if (!response.ok) await load();
  } catch {
    claim = { sending: false, refusal: 'request_failed' };
  }
  render();
}

async function chooseLanguage(next: LanguageCode, store = true): Promise<void> {
  if (store) storeLanguage(next);
  languageChosen ||= store;
  language = next;
  t = await loadCardTexts(next);
  document.documentElement.lang = next;
  root.replaceChildren(shell());
  render();
}

function shell(): HTMLElement {
  return h('div', { class: 'min-h-dvh bg-page text-ink' }, header(), main);
}

async function start(): Promise<void> {
  // The language's texts arrive first (one small chunk), so nothing ever shows a key.
  t = await loadCardTexts(language);
  document.documentElement.lang = language;
  root.replaceChildren(shell());
  render();
  if (!valid) return;
  await load();
  setInterval(() => void load(), CARD_REFRESH_MS);
}

void start();
