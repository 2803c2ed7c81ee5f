import i18next, { type TFunction } from 'i18next';
import { ApiError } from './api-client';
import { issueMessage, schemaMessage } from './schema-messages';

/**
 * The server's error in the user's language (by its code, `apiErrors.<code>`), or its English
 * text for a code this build does not know, else the given fallback.
 */
export function serverErrorText(
  error: unknown,
  fallback: string,
  t: TFunction = i18next.t.bind(i18next) as TFunction,
): string {
  if (error instanceof ApiError && error.serverMessage) {
    const text = error.code
      ? t(`apiErrors.${error.code}`, { defaultValue: error.serverMessage })
      : error.serverMessage;
    const details = detailsOf(error.body, t);
    return details ? `${text}: ${details}` : text;
  }
  return fallback;
}

/**
 * A success answer's status in the user's language (`apiStatuses.<status_code>`), its English
 * text for a code this build does not know, else the given fallback (SPEC section 8).
 */
export function serverStatusText(
  answer: { status?: string; status_code?: string } | null | undefined,
  fallback: string,
  t: TFunction = i18next.t.bind(i18next) as TFunction,
): string {
  if (answer?.status_code)
    return t(`apiStatuses.${answer.status_code}`, {
      defaultValue: answer.status || fallback,
    });
  return answer?.status || fallback;
}

type Detail = { message?: unknown; code?: unknown; params?: unknown };

/** One detail of a refused request in the user's language, by its code and params. */
function detailText(detail: Detail, t: TFunction): string | null {
  if (typeof detail.message !== 'string' || !detail.message) return null;
  const params =
    detail.params && typeof detail.params === 'object'
      ? (detail.params as Record<string, string | number>)
      : {};
  if (detail.code === 'card_cell') {
    const message = t(`bingoCards.cell.${String(params.kind)}`, params);
    const cell = t('bingoCards.cell.error', { row: params.row, letter: params.letter, message });
    return params.card_number === undefined
      ? cell
      : t('apiDetails.card', { number: params.card_number, message: cell });
  }
  if (detail.code === 'win_percentage_above_limit')
    return t('apiDetails.winLimit', { max: params.max });
  if (detail.code === 'card_number_twice')
    return t('apiDetails.cardTwice', { number: params.card_number });
  const limit = limitDetailText(detail.code, params, t);
  if (limit) return limit;
  if (typeof detail.code === 'string')
    return issueMessage({ ...params, code: detail.code, message: detail.message } as never, t);
  return schemaMessage(detail.message, t) ?? detail.message;
}

/** The shop's and the platform's limits and pattern rules (decision 045), by their codes. */
export function limitDetailText(
  code: unknown,
  params: Record<string, string | number>,
  t: TFunction,
): string | null {
  switch (code) {
    case 'pattern_below_floor':
      return t('apiDetails.belowFloor', params);
    case 'pattern_not_allowed':
      return t('apiDetails.notAllowed', params);
    case 'pattern_in_use':
      return t('apiDetails.inUse', {
        name: params.name,
        place: t(`apiDetails.places.${String(params.place)}`, params),
      });
    case 'settings_pattern_missing':
      return t('apiDetails.settingsMissing', params);
    case 'prize_above_limit':
    case 'card_value_above_limit':
      return t('apiDetails.prizeLimit', params);
    case 'cards_above_limit':
      return t('apiDetails.cardsLimit', params);
    case 'too_soon_after_last_game':
      return t('apiDetails.tooSoon', params);
    case 'limit_beyond_ceiling':
      return t(
        params.field === 'min_seconds_between_games'
          ? 'apiDetails.belowFloorSeconds'
          : 'apiDetails.beyondCeiling',
        params,
      );
    default:
      return null;
  }
}

function detailsOf(body: unknown, t: TFunction): string | null {
  if (!body || typeof body !== 'object' || !('details' in body)) return null;
  const details = (body as { details: unknown }).details;
  if (details && typeof details === 'object' && 'card_numbers' in details) {
    // A refused ending names the cards holding an unclaimed win.
    const cards = (details as { card_numbers: unknown }).card_numbers;
    return Array.isArray(cards) && cards.length
      ? t('apiDetails.cards', { cards: cards.join(', ') })
      : null;
  }
  if (!Array.isArray(details)) return null;
  const messages = details
    .map((detail: unknown) => (detail && typeof detail === 'object' ? detailText(detail, t) : null))
    .filter((message): message is string => !!message);
  return messages.length ? messages.join('; ') : null;
}
