import { describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@core/api-errors';
import { API_STATUS_MESSAGES } from '@core/api-statuses';
import { resources } from './i18n-resources';
import { LANGUAGES } from './languages';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key))
        entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

const english = flatten(resources.en.translation);

describe('translations', () => {
  it('has a resource for every language of the picker', () => {
    expect(Object.keys(resources).sort()).toEqual(
      LANGUAGES.map((language) => language.code).sort(),
    );
  });

  it('translates every error code the API can answer, English word for word', () => {
    for (const [code, text] of Object.entries(API_ERROR_MESSAGES))
      expect(english.get(`apiErrors.${code}`), code).toBe(text);
  });

  it('translates every success status the API can answer, English word for word', () => {
    for (const [code, text] of Object.entries(API_STATUS_MESSAGES))
      expect(english.get(`apiStatuses.${code}`), code).toBe(text);
  });

  it.each(Object.keys(resources))('%s has exactly the keys of English, none empty', (code) => {
    const translated = flatten(resources[code as keyof typeof resources].translation);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('keeps the SPEC English texts word for word', () => {
    const en = resources.en.translation;
    expect(en.app.loading).toBe('Loading...');
    expect(en.login.submit).toBe('LOG IN');
    expect(en.login.submitting).toBe('LOGGING IN...');
    expect(en.login.failedCredentials).toBe('Login failed. Please check your credentials.');
    expect(en.login.failedException).toBe('Login failed. Please try again.');
    expect(en.login.invalidUser).toBe('Invalid user data received');
    expect(en.reports.fetchFailed).toBe('Failed to fetch data');
    expect(en.reports.error).toBe('Error: {{message}}');
    expect(en.nav).toMatchObject({
      home: 'Home',
      gameBoard: 'Game Board',
      playGame: 'Play Game',
      bingoCards: 'Bingo Cards',
      cashier: 'Cashier',
      agent: 'Agent',
      reports: 'Reports',
      settings: 'Game Settings',
      logout: 'Logout',
    });
  });

  it('keeps the SPEC English texts of the staff, shop and balance screens word for word', () => {
    const en = resources.en.translation;
    expect(en.agent).toMatchObject({
      authError: 'Authentication Error',
      accessDenied: 'Access Denied',
      goToLogin: 'Go to Login',
    });
    expect(en.agent.tabs).toMatchObject({
      dashboard: 'Dashboard',
      cashiers: 'Cashiers',
      games: 'Games',
      jackpots: 'Jackpots',
      reports: 'Reports',
    });
    expect(en.agent.dashboard.recentActivity).toBe('Recent Activity');
    expect(en.cashier.stats).toMatchObject({
      totalGames: 'Total Games',
      totalAmount: 'Total Amount',
      activeGames: 'Active Games',
      todaysGames: "Today's Games",
    });
    expect(en.cashier.shops).toMatchObject({
      title: 'My Shops',
      createTitle: 'Create New Shop',
      createSuccess: 'Shop created successfully',
      createError: 'Error creating shop. Please try again.',
      updateSuccess: 'Shop updated successfully',
      updateError: 'Error updating shop. Please try again.',
      deleteSuccess: 'Shop deleted successfully',
      deleteError: 'Error deleting shop. Please try again.',
      loadError: 'Error loading shops. Please try again.',
    });
    expect(en.validation.shopNameRequired).toBe('Please enter a shop name');
    expect(en.validation.amountInvalid).toBe('Please enter a valid amount');
    expect(en.gameBoard.balance.error).toBe('Failed to load balance');
    expect(en.common.retry).toBe('Retry');
  });

  it('writes Amharic and Tigrigna in Ethiopic script', () => {
    const ethiopic = /[\u1200-\u137F]/;
    for (const code of ['am', 'ti'] as const) {
      expect(resources[code].translation.login.username).toMatch(ethiopic);
      expect(resources[code].translation.nav.gameBoard).toMatch(ethiopic);
    }
  });
});
