import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { resources } from './i18n-resources';
import { translatorFor as tFor } from './test-support';
import { serverErrorText, serverStatusText } from './validation';

const refused = (body: object) => new ApiError(400, 'Invalid request', body);

describe('texts the server composes reach users in their language (decision 009)', () => {
  it('translates success statuses by status_code, else shows the status, else the fallback', async () => {
    const fr = await tFor('fr');
    const started = { status: 'Game started successfully', status_code: 'game_started' };
    expect(serverStatusText(started, 'x', fr)).toBe('Partie lancée avec succès');
    expect(serverStatusText(started, 'x', await tFor('am'))).toBe('ጨዋታው በተሳካ ሁኔታ ተጀምሯል');
    expect(serverStatusText({ status: 'Started' }, 'x', fr)).toBe('Started');
    expect(serverStatusText(undefined, 'Partie lancée', fr)).toBe('Partie lancée');
  });

  it('translates validation details by their code and limits', async () => {
    const es = await tFor('es');
    const body = {
      error: 'Invalid request',
      code: 'invalid_request',
      details: [
        {
          path: 'body.username',
          message: 'Username must be at least 3 characters',
          code: 'too_small',
          params: { minimum: 3, origin: 'string' },
        },
        {
          path: 'body.win_percentage',
          message: 'Too big: expected number to be <=100',
          code: 'too_big',
          params: { maximum: 100, origin: 'number' },
        },
      ],
    };
    expect(serverErrorText(refused(body), 'x', es)).toBe(
      `${resources.es.translation.apiErrors.invalid_request}: ${resources.es.translation.validation.usernameShort}; Introduzca como máximo 100`,
    );
  });

  it("translates a card's cell problems, with the card number of an import", async () => {
    const fr = await tFor('fr');
    const body = {
      error: 'Invalid card',
      code: 'invalid_card',
      details: [
        {
          path: 'body.cards.0',
          message: 'Card 7: the number is in the file twice',
          code: 'card_number_twice',
          params: { card_number: 7 },
        },
        {
          path: 'body.cards.1',
          message:
            'Card 8: Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
          code: 'card_cell',
          params: { row: 1, letter: 'B', kind: 'range', min: 1, max: 15, card_number: 8 },
        },
      ],
    };
    const text = serverErrorText(new ApiError(422, 'Invalid card', body), 'x', fr);
    expect(text).toContain('Carton 7 : le numéro figure deux fois dans le fichier');
    expect(text).toContain('Carton 8 : ');
    expect(text).not.toMatch(/Invalid|Please|column/);
  });
});
