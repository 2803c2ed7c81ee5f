// Types only: zod stays out of the app shell (decision 020).
import type { CardLinks } from '@core/schemas/player-cards';
import { api } from '../api-client';

/** The most card links one request answers (the server refuses a wider range). */
export const CARD_LINKS_PAGE = 1000;

/**
 * The player-page address of each card from `from` to `to` (decision 037): the server's path after
 * the hall's public address, fetched a thousand cards at a time. Keyed by card number.
 */
export async function fetchCardLinks(
  shopId: number,
  range: { from: number; to: number },
  publicUrl: string,
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  for (let from = range.from; from <= range.to; from += CARD_LINKS_PAGE) {
    const to = Math.min(range.to, from + CARD_LINKS_PAGE - 1);
    const { results } = await api.get<CardLinks>(`/shops/${shopId}/card_links/`, {
      query: { from, to },
    });
    for (const { card_number, path } of results) links.set(card_number, `${publicUrl}${path}`);
  }
  return links;
}
