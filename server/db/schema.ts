import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CALLER_STATES, GAME_STATUSES } from '../../core/bingo/game-facts';
import { GAME_LOG_TYPES } from '../../core/bingo/game-events';
import type { VerifiedBeacon } from '../../core/fair-draw/fair-draw';
import { DEFAULT_GAME_MODE, GAME_MODES } from '../../core/bingo/modes';
import {
  CALL_INTERVALS,
  DEFAULT_CALL_INTERVAL,
  DEFAULT_CARD_VALUE_CENTS,
  DEFAULT_VOICE_LANGUAGE,
  MAX_WIN_PERCENTAGE,
  VOICE_LANGUAGES,
  WIN_PERCENTAGE,
} from '../../core/bingo/game-limits';
import {
  DEFAULT_MAX_RESETS,
  LATE_CLAIM_RULES,
  MAX_RESETS_LIMIT,
  SHARED_WIN_RULES,
  UNNAMED_CARDS_RULES,
  type GameRules,
} from '../../core/bingo/game-rules';
import { DEFAULT_COUNT_THRESHOLDS } from '../../core/shifts/thresholds';
import { SHIFT_STATUSES, type BlindCountRow } from '../../core/shifts/shift';
import { JACKPOT_PAYOUT_STATUSES } from '../../core/jackpots/win-trigger';
import type { GameOdds } from '../../core/odds/game-odds';
import type { WinningCheck } from '../../core/bingo/winning-checks';
import type { PendingClaim } from '../../core/bingo/phone-claims';
import type { GamePlan, PlanStage } from '../../core/bingo/patterns/game-patterns';
import type { DenominationList } from '../../core/shifts/blind-count';
import { PATTERN_CLASSES } from '../../core/bingo/patterns/pattern';
import { LEDGER_KINDS } from '../../core/ledger/ledger-kinds';
import {
  DEFAULT_WIN_CONDITIONS,
  WIN_TYPES,
  type WinConditions,
} from '../../core/bingo/win-patterns';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'agent', 'cashier'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    // Bumped by a trigger when the password changes or the user (or its agent) is deactivated:
    // every session opened under an older version ends at once.
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // The reports' search (username ilike '%text%'): trigrams, not a scan of every user.
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('admin', 'agent', 'cashier')`),
  ],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    phone: text('phone').notNull().default(''),
    balanceCents: bigint('balance_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The admin's fee rules for this agent; null: the platform's (fee_rules).
    minFeeCents: bigint('min_fee_cents', { mode: 'bigint' }),
    minFeePercent: integer('min_fee_percent'),
    createdAt: createdAt(),
  },
  (t) => [
    check('agents_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check('agents_min_fee_non_negative', sql`${t.minFeeCents} >= 0`),
    check('agents_min_fee_percent_range', sql`${t.minFeePercent} between 0 and 100`),
  ],
);

export const cashiers = pgTable(
  'cashiers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    phone: text('phone').notNull().default(''),
    balanceCents: bigint('balance_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    feePercent: integer('fee_percent').notNull().default(20),
    // Game fees the balance could not cover at a game's end; taken first from the next credit.
    feeOwedCents: bigint('fee_owed_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // What its unfinished games could still owe at worst (decision 044): held back from every debit
    // but the fee's own settlement, so a fee decided is a fee collected.
    feeReservedCents: bigint('fee_reserved_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    index('cashiers_agent_id_idx').on(t.agentId),
    // The agent's Cashiers tab sorts by balance or age on the server (decision 031).
    index('cashiers_agent_balance_idx').on(t.agentId, t.balanceCents, t.id),
    index('cashiers_agent_created_idx').on(t.agentId, t.createdAt, t.id),
    check('cashiers_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check('cashiers_fee_owed_non_negative', sql`${t.feeOwedCents} >= 0`),
    check('cashiers_fee_reserved_non_negative', sql`${t.feeReservedCents} >= 0`),
    check('cashiers_balance_covers_reserve', sql`${t.balanceCents} >= ${t.feeReservedCents}`),
    check('cashiers_fee_percent_range', sql`${t.feePercent} between 0 and 100`),
  ],
);

/** One sign-in: every access and refresh token issued from it carries its id (`sid`). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // The user's session_version at sign-in; a later bump ends the session.
    sessionVersion: integer('session_version').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // logout, refresh_reuse
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** A refresh token is used once: refreshing rotates it, and a reuse ends its whole session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);

/**
 * Sign-in attempts per lower-cased username and client address (client '' is the per-user
 * backstop). An attempt is counted before its password is checked.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    username: text('username').notNull(),
    client: text('client').notNull().default(''),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.client] })],
);

/** A TOTP second factor (RFC 6238): pending until a first code confirms it. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  // The time step of the last accepted code: a code is accepted once (RFC 6238 section 5.2).
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** A two-step sign-in challenge opens one session: its id is recorded at its first success. */
export const spentTwoFactorChallenges = pgTable('spent_two_factor_challenges', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, kept as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** One row (id 1): the platform's settings the admin changes at run time (the hall's currency). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    currencyCode: text('currency_code').notNull().default('USD'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    // The notes and coins a blind count takes (decision 035); null: Birr's.
    denominations: jsonb('denominations').$type<DenominationList>(),
    // The fewest numbers a pattern may need to win (decision 046): the free centre is free, so a
    // pattern of the centre alone would win before any ball.
    minPatternNumbers: integer('min_pattern_numbers').notNull().default(4),
    // The admin's ceilings over the agents' limits per shop (decision 046); null: none.
    ceilingPrizeCents: bigint('ceiling_prize_cents', { mode: 'bigint' }),
    ceilingCardValueCents: bigint('ceiling_card_value_cents', { mode: 'bigint' }),
    ceilingCardsPerGame: integer('ceiling_cards_per_game'),
    floorSecondsBetweenGames: integer('floor_seconds_between_games').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check('platform_settings_min_pattern_numbers', sql`${t.minPatternNumbers} between 1 and 24`),
    check('platform_settings_floor_seconds', sql`${t.floorSecondsBetweenGames} >= 0`),
  ],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id),
    name: text('name').notNull(),
    // The cash the shop's drawer should hold; changed only through the ledger.
    cashCents: bigint('cash_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Hall rules (decision 011): set by the owning agent or an admin, fixed into each game at start.
    lateClaims: text('late_claims', { enum: LATE_CLAIM_RULES }).notNull().default('allow'),
    maxResets: integer('max_resets').notNull().default(DEFAULT_MAX_RESETS),
    // Set by the agent: a start that names no sold cards (SPEC's bare `{amount}`) is refused.
    unnamedCards: text('unnamed_cards', { enum: UNNAMED_CARDS_RULES }).notNull().default('allow'),
    // The agent's limit on the cashier's win percentage (decision 028).
    maxWinPercentage: integer('max_win_percentage').notNull().default(MAX_WIN_PERCENTAGE.default),
    // The shop's game settings (decision 028): every till of the shop starts games with them.
    callInterval: integer('call_interval').notNull().default(DEFAULT_CALL_INTERVAL),
    gameMode: text('game_mode', { enum: GAME_MODES }).notNull().default(DEFAULT_GAME_MODE),
    winConditions: jsonb('win_conditions')
      .$type<WinConditions>()
      .notNull()
      .default(DEFAULT_WIN_CONDITIONS),
    cardValueCents: bigint('card_value_cents', { mode: 'bigint' })
      .notNull()
      .default(sql.raw(String(DEFAULT_CARD_VALUE_CENTS))),
    winPercentage: integer('win_percentage').notNull().default(WIN_PERCENTAGE.default),
    autoStart: boolean('auto_start').notNull().default(false),
    voiceLanguage: text('voice_language', { enum: VOICE_LANGUAGES })
      .notNull()
      .default(DEFAULT_VOICE_LANGUAGE),
    // The shop's language (decision 048): its TVs, its ball voice's default, its printed cartelas
    // and its phone pages' first language. Set at creation to the creator's screen language.
    language: text('language', { enum: VOICE_LANGUAGES }).notNull().default('en'),
    // Several winners on one ball (decision 030): the prize split, or a full prize each.
    sharedWins: text('shared_wins', { enum: SHARED_WIN_RULES }).notNull().default('split'),
    // A claim from a player's phone pauses the caller (issue 40).
    claimsPause: boolean('claims_pause').notNull().default(true),
    // Patterns played besides the win conditions (decision 034): preset keys and `custom-<id>`.
    patterns: text('patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The draw leaves out the columns no pattern uses.
    skipUnused: boolean('skip_unused').notNull().default(false),
    // A game in stages (decision 034): each stage's pattern keys and share of the prize; null: one.
    stages: jsonb('stages').$type<PlanStage[]>(),
    // The key of the codes printed on its cartelas (decision 037): rotating it voids every code.
    cardSecret: text('card_secret')
      .notNull()
      .default(
        sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`,
      ),
    // The agent's limits on a shift's counted difference (decision 035): over the note level a
    // note is required, over the approval level the agent or an admin approves the close.
    countNoteAmountCents: bigint('count_note_amount_cents', { mode: 'bigint' })
      .notNull()
      .default(sql.raw(String(DEFAULT_COUNT_THRESHOLDS.noteAmountCents))),
    countNotePercent: integer('count_note_percent')
      .notNull()
      .default(DEFAULT_COUNT_THRESHOLDS.notePercent),
    countApprovalAmountCents: bigint('count_approval_amount_cents', { mode: 'bigint' })
      .notNull()
      .default(sql.raw(String(DEFAULT_COUNT_THRESHOLDS.approvalAmountCents))),
    countApprovalPercent: integer('count_approval_percent')
      .notNull()
      .default(DEFAULT_COUNT_THRESHOLDS.approvalPercent),
    // The last Z number given to a close of this shop; a close takes the next one.
    lastZNumber: integer('last_z_number').notNull().default(0),
    // The agent's choices for the shop (decision 046): the patterns its cashier may play for the
    // pool's prize (null: every pattern at or above the platform's floor), and its limits per game
    // (null: only the admin's ceiling).
    allowedPatterns: text('allowed_patterns').array(),
    maxPrizeCents: bigint('max_prize_cents', { mode: 'bigint' }),
    maxCardValueCents: bigint('max_card_value_cents', { mode: 'bigint' }),
    maxCardsPerGame: integer('max_cards_per_game'),
    minSecondsBetweenGames: integer('min_seconds_between_games').notNull().default(0),
  },
  (t) => [
    index('shops_cashier_id_idx').on(t.cashierId),
    // The reports' search (name ilike '%text%'): trigrams, not a scan of every shop.
    index('shops_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // One name per cashier among live shops, whatever the case and spaces (decision 033).
    uniqueIndex('shops_cashier_name_unique')
      .on(t.cashierId, sql`lower(trim(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
    check('shops_cash_non_negative', sql`${t.cashCents} >= 0`),
    check(
      'shops_count_thresholds_range',
      sql`${t.countNoteAmountCents} >= 0 and ${t.countApprovalAmountCents} >= ${t.countNoteAmountCents}
        and ${t.countNotePercent} between 0 and 100
        and ${t.countApprovalPercent} between ${t.countNotePercent} and 100`,
    ),
    check('shops_late_claims_check', sql`${t.lateClaims} in ('allow', 'refuse')`),
    check('shops_unnamed_cards_check', sql`${t.unnamedCards} in ('allow', 'refuse')`),
    check('shops_max_win_percentage_range', sql`${t.maxWinPercentage} between 1 and 100`),
    check('shops_win_percentage_range', sql`${t.winPercentage} between 1 and 100`),
    check('shops_card_value_range', sql`${t.cardValueCents} between 100 and 100000`),
    check(
      'shops_call_interval_option',
      sql`${t.callInterval} in (${sql.raw(CALL_INTERVALS.join(', '))})`,
    ),
    check('shops_game_mode_check', sql`${t.gameMode} in ('quick', 'standard', 'marathon')`),
    check(
      'shops_voice_language_check',
      sql`${t.voiceLanguage} in (${sql.raw(VOICE_LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
    check(
      'shops_language_check',
      sql`${t.language} in (${sql.raw(VOICE_LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
    check('shops_shared_wins_check', sql`${t.sharedWins} in ('split', 'full')`),
    check('shops_max_prize_non_negative', sql`${t.maxPrizeCents} >= 0`),
    check('shops_max_card_value_positive', sql`${t.maxCardValueCents} > 0`),
    check('shops_max_cards_positive', sql`${t.maxCardsPerGame} > 0`),
    check('shops_min_seconds_non_negative', sql`${t.minSecondsBetweenGames} >= 0`),
    check(
      'shops_max_resets_range',
      sql`${t.maxResets} between 0 and ${sql.raw(String(MAX_RESETS_LIMIT))}`,
    ),
  ],
);

/** One called ball, in call order; manual: marked by hand on the board, not drawn. */
export interface StoredCall {
  n: number;
  manual: boolean;
}

/**
 * Each shop's seed for its next game (decision 054), made before that game's cards are sold: its
 * hash is public (the TV's idle screen, the till, the public page); the seed stays secret until
 * the game it goes into has ended.
 */
export const shopDrawSeeds = pgTable('shop_draw_seeds', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id),
  seed: text('seed').notNull(),
  commitment: text('commitment').notNull(),
  createdAt: createdAt(),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id),
    // The cashier's agent, set by a trigger at insert: reports page an agent's games on an index.
    agentId: integer('agent_id').references(() => agents.id),
    shopId: integer('shop_id').references(() => shops.id),
    // The shop's shift the game was played in (decision 035); null for games without a shop.
    shiftId: integer('shift_id').references((): AnyPgColumn => shifts.id),
    // The game's pool: cards sold x card value.
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The fee terms fixed at start; null on games from before minimum fees (never settled again).
    feePercent: integer('fee_percent'),
    minFeeCents: bigint('min_fee_cents', { mode: 'bigint' }),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    mode: text('mode', { enum: GAME_MODES }).notNull().default('standard'),
    cards: integer('cards')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // The start named its sold cards (false: SPEC's bare `{amount}`, any card number may win).
    cardsNamed: boolean('cards_named')
      .notNull()
      .generatedAlwaysAs(sql`cardinality(cards) > 0`),
    cardValueCents: bigint('card_value_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winPercentage: integer('win_percentage').notNull().default(80),
    winConditions: jsonb('win_conditions')
      .$type<WinConditions>()
      .notNull()
      .default(DEFAULT_WIN_CONDITIONS),
    prizeCents: bigint('prize_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    commissionCents: bigint('commission_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The secret draw order and salt; revealed only once the game is over.
    drawOrder: integer('draw_order').array().notNull(),
    salt: text('salt').notNull(),
    commitment: text('commitment').notNull(),
    called: jsonb('called').$type<StoredCall[]>().notNull().default([]),
    callerState: text('caller_state', { enum: CALLER_STATES }).notNull().default('ready'),
    // Set by the first draw or manual call: from then on a cancel refunds nothing.
    firstCallAt: timestamp('first_call_at', { withTimezone: true }),
    // Set by the first ball the server draws (never a hand call, kept across resets): the one
    // moment a cumulative jackpot grows for this game.
    firstDrawAt: timestamp('first_draw_at', { withTimezone: true }),
    winnerCard: integer('winner_card'),
    winType: text('win_type', { enum: WIN_TYPES }),
    winCalledCount: integer('win_called_count'),
    winReliedOnManual: boolean('win_relied_on_manual'),
    jackpotId: integer('jackpot_id'),
    jackpotCents: bigint('jackpot_cents', { mode: 'bigint' }),
    // On a hall: the offline allowance (central's grant number) the game was started on, whose
    // signed terms it plays and is judged by (issue 37); null elsewhere.
    grantNo: integer('grant_no'),
    // Full prizes the shop's drawer paid to winners after the first (shared_wins full, decision 030).
    extraPrizesCents: bigint('extra_prizes_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // The shop's rules when the game started (null: a game from before rules existed).
    rules: jsonb('rules').$type<GameRules>(),
    // The patterns the game plays, committed with the draw (null: a game from before patterns,
    // which plays its win conditions; decision 034).
    plan: jsonb('plan').$type<GamePlan>(),
    // The stage being played (0: the first); a game in stages goes on after each stage's win.
    stage: integer('stage').notNull().default(0),
    // The shop's caller settings when the game started (null: a game from before decision 028).
    callInterval: integer('call_interval'),
    autoStart: boolean('auto_start'),
    voiceLanguage: text('voice_language', { enum: VOICE_LANGUAGES }),
    resetCount: integer('reset_count').notNull().default(0),
    // Cards that passed a check (a win was seen: no reset, close or cancel after it).
    winningCards: integer('winning_cards')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // Cards blocked after a failed check, for the rest of the game.
    blockedCards: integer('blocked_cards')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // The public verification page's address (/verify/<token>): short, unguessable, not the id.
    verifyToken: text('verify_token')
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    // The part of the worst-case fee held on the cashier's balance until the game ends (decision 044).
    feeReservedCents: bigint('fee_reserved_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The rules a game is judged by (decision 046): 1 for games from before, 2 since (no win
    // before a drawn ball, claims per stage). The replay follows it, so old games replay true.
    rulesVersion: integer('rules_version').notNull().default(2),
    // The prize the stages divide, fixed at start; prize_cents becomes what was paid at a close.
    prizePlanCents: bigint('prize_plan_cents', { mode: 'bigint' }),
    // The chance of each payout with a limit, computed at start, and whether it is in play (043).
    odds: jsonb('odds').$type<GameOdds>(),
    // The cards a check found winning, per stage (rules version 2).
    winningChecks: jsonb('winning_checks').$type<WinningCheck[]>().notNull().default([]),
    // Claims from players' phones not checked yet, in the order they came (issue 40).
    pendingClaims: jsonb('pending_claims').$type<PendingClaim[]>().notNull().default([]),
    // The till holding the caller (decision 051): its tab's id, its user, its last draw or take.
    callerTill: text('caller_till'),
    callerUserId: integer('caller_user_id').references(() => users.id),
    callerSeenAt: timestamp('caller_seen_at', { withTimezone: true }),
    // The last ball the server drew: a till's draw waits one interval from it.
    lastDrawAt: timestamp('last_draw_at', { withTimezone: true }),
    // Decision 054. 1: order and salt drawn at the start (commitment over both). 2: `salt` holds
    // the seed committed before sales, `commitment` is its hash, and the order is derived from
    // it, the seal and a public beacon round: `draw_order` stays empty until that round arrives.
    drawFormat: integer('draw_format').notNull().default(1),
    // The sold cards sealed at the start (format 2): sha256 of sealText in core/fair-draw.
    seal: text('seal'),
    // The public round the order waits for or came from (format 2; null: an offline draw).
    beaconRound: integer('beacon_round'),
    // That round as verified: its signature and randomness (null until it arrives, or offline).
    beacon: jsonb('beacon').$type<VerifiedBeacon>(),
    // No public round reached the game in time: the order came from the seed and seal alone.
    offlineDraw: boolean('offline_draw').notNull().default(false),
    // A practice game (decision 055): fixed at the start, moves no money, in no report.
    training: boolean('training').notNull().default(false),
  },
  (t) => [
    // Every games list pages newest first on (created_at, id) within its scope or filter.
    index('games_created_at_id_idx').on(t.createdAt, t.id),
    index('games_cashier_created_idx').on(t.cashierId, t.createdAt, t.id),
    index('games_agent_created_idx').on(t.agentId, t.createdAt, t.id),
    index('games_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('games_status_created_idx').on(t.status, t.createdAt, t.id),
    index('games_cashier_amount_idx').on(t.cashierId, t.amountCents, t.createdAt, t.id),
    uniqueIndex('games_verify_token_unique').on(t.verifyToken),
    check('games_amount_non_negative', sql`${t.amountCents} >= 0`),
    check('games_fee_non_negative', sql`${t.feeCents} >= 0`),
    check('games_status_check', sql`${t.status} in ('active', 'completed', 'cancelled')`),
    check('games_mode_check', sql`${t.mode} in ('quick', 'standard', 'marathon')`),
    check('games_caller_state_check', sql`${t.callerState} in ('ready', 'calling', 'paused')`),
    check('games_win_percentage_range', sql`${t.winPercentage} between 1 and 100`),
    check('games_prize_within_pool', sql`${t.prizeCents} between 0 and ${t.amountCents}`),
    check('games_fee_reserved_non_negative', sql`${t.feeReservedCents} >= 0`),
    // A training row can hold no money, whatever writes it (decision 055).
    check(
      'games_training_moves_nothing',
      sql`not ${t.training} or (${t.amountCents} = 0 and ${t.cardValueCents} = 0
        and ${t.prizeCents} = 0 and ${t.commissionCents} = 0 and ${t.feeCents} = 0
        and ${t.minFeeCents} = 0 and ${t.feeReservedCents} = 0 and ${t.extraPrizesCents} = 0
        and ${t.shiftId} is null and ${t.jackpotId} is null and ${t.jackpotCents} is null
        and ${t.grantNo} is null and cardinality(${t.cards}) between 1 and 10)`,
    ),
    // The games lists count a scope's training games apart from the report totals: few rows.
    index('games_training_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.training}`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE): everything that happened to a game, in order. */
export const gameEvents = pgTable(
  'game_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    sequence: integer('sequence').notNull(),
    type: text('type', { enum: GAME_LOG_TYPES }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_events_game_sequence_unique').on(t.gameId, t.sequence)],
);

/**
 * Every card recorded as a winner of a game, in the order recorded (decision 030): the first is
 * also `games.winner_card`; the others won on the same deciding ball after it. Shares are derived
 * (core/prize-shares.ts) from the count and the game's rules, never stored.
 */
export const gameWinners = pgTable(
  'game_winners',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    cardNumber: integer('card_number').notNull(),
    winType: text('win_type', { enum: WIN_TYPES }).notNull(),
    label: text('label'),
    // The pattern the card won with (decision 034); null for wins from before patterns.
    patternKey: text('pattern_key'),
    patternName: text('pattern_name'),
    // The stage the card won (0 for a game of one stage).
    stage: integer('stage').notNull().default(0),
    late: boolean('late').notNull().default(false),
    reliedOnManualCall: boolean('relied_on_manual_call').notNull().default(false),
    calledCount: integer('called_count').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    winnerOrder: integer('winner_order').notNull(),
    // The stage's bonus paid to this winner from the drawer (decision 034).
    bonusCents: bigint('bonus_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // Awarded by a close of a game whose balls were all out, not claimed (decision 046).
    awardedAtClose: boolean('awarded_at_close').notNull().default(false),
  },
  (t) => [
    // A card wins each stage of a game at most once.
    uniqueIndex('game_winners_game_stage_card_unique').on(t.gameId, t.stage, t.cardNumber),
    uniqueIndex('game_winners_game_order_unique').on(t.gameId, t.winnerOrder),
    check('game_winners_order_positive', sql`${t.winnerOrder} >= 1`),
  ],
);

export const JACKPOT_TYPES = ['random', 'cumulative'] as const;

/** A jackpot is an account: balance_cents is the amount reserved for it, changed only by the ledger. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    jackpotType: text('jackpot_type', { enum: JACKPOT_TYPES }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusCents: bigint('bonus_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    startDate: text('start_date'),
    endDate: text('end_date'),
    frequency: integer('frequency').notNull().default(10),
    callLimit: integer('call_limit').notNull().default(20),
    // A game with a smaller pool neither grows nor triggers it.
    minPoolCents: bigint('min_pool_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    // The patterns a winning card must complete for it (decision 046), and the highest chance per
    // game its agent accepts, in hundredths of a percent (1000: 10.00 %; decision 043).
    patterns: text('patterns')
      .array()
      .notNull()
      .default(sql`'{full_house}'::text[]`),
    maxChanceBp: integer('max_chance_bp').notNull().default(1000),
    message: text('message').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidGameId: integer('paid_game_id'),
    // The paired hall that holds it (decision 041): only that hall's games grow, trigger or pay it.
    hallId: integer('hall_id').references((): AnyPgColumn => halls.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('jackpots_agent_id_idx').on(t.agentId),
    index('jackpots_shop_id_idx').on(t.shopId),
    index('jackpots_hall_id_idx').on(t.hallId),
    check('jackpots_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check('jackpots_bonus_non_negative', sql`${t.bonusCents} >= 0`),
    check('jackpots_type_check', sql`${t.jackpotType} in ('random', 'cumulative')`),
    check('jackpots_frequency_positive', sql`${t.frequency} >= 1`),
    check('jackpots_call_limit_positive', sql`${t.callLimit} >= 1`),
    check('jackpots_min_pool_non_negative', sql`${t.minPoolCents} >= 0`),
    check('jackpots_max_chance_range', sql`${t.maxChanceBp} between 1 and 10000`),
  ],
);

/**
 * A jackpot triggered by a game whose every call was by hand: nothing moves until the agent
 * approves it (then it pays) or rejects it with a reason (then the jackpot runs on).
 */
export const jackpotPayouts = pgTable(
  'jackpot_payouts',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: JACKPOT_PAYOUT_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jackpot_payouts_agent_status_idx').on(t.agentId, t.status),
    // At most one payout waits per jackpot: a waiting jackpot neither grows nor triggers.
    uniqueIndex('jackpot_payouts_one_pending')
      .on(t.jackpotId)
      .where(sql`${t.status} = 'pending'`),
    check('jackpot_payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('jackpot_payouts_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** The platform's fee rules: one row (id 1); none yet means core's defaults. */
export const feeRules = pgTable(
  'fee_rules',
  {
    id: integer('id').primaryKey().default(1),
    minFeeCents: bigint('min_fee_cents', { mode: 'bigint' }).notNull(),
    minFeePercent: integer('min_fee_percent').notNull(),
  },
  (t) => [
    check('fee_rules_single_row', sql`${t.id} = 1`),
    check('fee_rules_min_fee_non_negative', sql`${t.minFeeCents} >= 0`),
    check('fee_rules_min_fee_percent_range', sql`${t.minFeePercent} between 0 and 100`),
  ],
);

/** Every change of fee rules by an admin: the platform's (agent null) or one agent's. */
export const feeRuleChanges = pgTable(
  'fee_rule_changes',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').references(() => agents.id),
    oldMinFeeCents: bigint('old_min_fee_cents', { mode: 'bigint' }),
    newMinFeeCents: bigint('new_min_fee_cents', { mode: 'bigint' }),
    oldMinFeePercent: integer('old_min_fee_percent'),
    newMinFeePercent: integer('new_min_fee_percent'),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('fee_rule_changes_agent_idx').on(t.agentId, t.createdAt)],
);

/** Every rate a cashier was given, the one at creation included (old null). */
export const cashierFeeChanges = pgTable(
  'cashier_fee_changes',
  {
    id: serial('id').primaryKey(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id),
    oldFeePercent: integer('old_fee_percent'),
    newFeePercent: integer('new_fee_percent').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('cashier_fee_changes_cashier_idx').on(t.cashierId, t.createdAt)],
);

export const ACCOUNT_KINDS = [
  'platform',
  'agent',
  'cashier',
  'shop',
  'jackpot',
  'outside',
  // A hall's outstanding offline allowance on the central server (decision 038).
  'hall',
] as const;
export { LEDGER_KINDS };

/** Append-only (a trigger refuses UPDATE and DELETE): every change of any balance, once. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAccountKind: text('from_account_kind', { enum: ACCOUNT_KINDS }).notNull(),
    // Null for the platform and outside accounts, which have no row of their own.
    fromAccountId: integer('from_account_id'),
    toAccountKind: text('to_account_kind', { enum: ACCOUNT_KINDS }).notNull(),
    toAccountId: integer('to_account_id'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    reference: text('reference'),
    // Who moved it; null for system commands (first-run demo credit).
    userId: integer('user_id').references(() => users.id),
    // Why a person moved it (corrections, cash adjustments); null when the kind says it all.
    reason: text('reason'),
    // The deposit a deposit_reversal takes back: unique, so a deposit is reversed at most once.
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    // The shift of the shop whose drawer it moves (decision 035): set by a trigger to the shop's
    // open shift when the command leaves it out; null when the drawer has no open shift.
    shiftId: integer('shift_id').references((): AnyPgColumn => shifts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reverses_unique').on(t.reversesEntryId),
    index('ledger_entries_from_idx').on(t.fromAccountKind, t.fromAccountId),
    index('ledger_entries_to_idx').on(t.toAccountKind, t.toAccountId),
    index('ledger_entries_kind_idx').on(t.kind),
    index('ledger_entries_shift_idx').on(t.shiftId),
    // A game's fee and its refunds by their reference (`game:<id>`): central reads them for every
    // hall game it judges (issue 37), which otherwise scans every fee ever charged.
    index('ledger_entries_reference_idx').on(t.reference),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'ledger_entries_from_kind_check',
      sql`${t.fromAccountKind} in ('platform', 'agent', 'cashier', 'shop', 'jackpot', 'outside', 'hall')`,
    ),
    check(
      'ledger_entries_to_kind_check',
      sql`${t.toAccountKind} in ('platform', 'agent', 'cashier', 'shop', 'jackpot', 'outside', 'hall')`,
    ),
    check(
      'ledger_entries_from_id_check',
      sql`(${t.fromAccountKind} in ('platform', 'outside')) = (${t.fromAccountId} is null)`,
    ),
    check(
      'ledger_entries_to_id_check',
      sql`(${t.toAccountKind} in ('platform', 'outside')) = (${t.toAccountId} is null)`,
    ),
  ],
);

/** The first answer of a money-moving request, replayed for a repeat with the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key)],
);

/**
 * A shop's own cards for one game mode (PRODUCT section 4). Every write bumps `revision`; a game
 * records the revision it started at, so later edits never change its cards.
 */
export const cardSets = pgTable(
  'card_sets',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    mode: text('mode', { enum: GAME_MODES }).notNull(),
    revision: integer('revision').notNull().default(0),
    // The card number "Restore Last Deleted" brings back (once), and its last version.
    lastDeletedVersionId: integer('last_deleted_version_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_sets_shop_mode_unique').on(t.shopId, t.mode),
    check('card_sets_mode_check', sql`${t.mode} in ('quick', 'standard', 'marathon')`),
    check('card_sets_revision_non_negative', sql`${t.revision} >= 0`),
  ],
);

/**
 * One version of a saved card: valid from `from_revision` of its set until `to_revision`
 * (exclusive; null while current). A version is never rewritten: an edit closes it and adds the
 * next one, so every game's cards and every change (who, when) stay readable.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => cardSets.id),
    cardNumber: integer('card_number').notNull(),
    name: text('name').notNull(),
    grid: jsonb('grid').$type<string[][]>().notNull(),
    fromRevision: integer('from_revision').notNull(),
    toRevision: integer('to_revision'),
    // The card's creation, carried to each of its versions.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
    writtenBy: integer('written_by').references(() => users.id),
    // Set when a delete (not an edit) closed the version.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('saved_cards_current_unique')
      .on(t.setId, t.cardNumber)
      .where(sql`${t.toRevision} is null`),
    index('saved_cards_set_number_idx').on(t.setId, t.cardNumber, t.fromRevision),
    check('saved_cards_card_number_range', sql`${t.cardNumber} between 1 and 10000`),
    check(
      'saved_cards_revisions_ordered',
      sql`${t.toRevision} is null or ${t.toRevision} > ${t.fromRevision}`,
    ),
  ],
);

/** A shop's own win patterns (decision 034); a game keeps a copy of those it plays. */
export const shopPatterns = pgTable(
  'shop_patterns',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    patternClass: text('class', { enum: PATTERN_CLASSES }).notNull(),
    masks: integer('masks').array().notNull(),
    k: integer('k').notNull().default(1),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_patterns_shop_idx').on(t.shopId),
    uniqueIndex('shop_patterns_name_unique')
      .on(t.shopId, sql`lower(trim(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
    check(
      'shop_patterns_class_check',
      sql`${t.patternClass} in ('fixed', 'crazy', 'anywhere', 'k_of_set')`,
    ),
    check('shop_patterns_k_range', sql`${t.k} between 1 and 5`),
  ],
);

/** The card set revision a game started at: its saved cards for good. */
export const gameCardSets = pgTable('game_card_sets', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id),
  setId: integer('set_id')
    .notNull()
    .references(() => cardSets.id),
  revision: integer('revision').notNull(),
});

/**
 * Derived from games by a deferred trigger (never written by the application): all-time figures
 * per cashier, shop (0: none) and status, so dashboards and list summaries need not scan games.
 * fee_cents is the fee net of a refund; a cancelled game that never called a ball refunds it.
 */
export const gameTotals = pgTable(
  'game_totals',
  {
    cashierId: integer('cashier_id').notNull(),
    shopKey: integer('shop_key').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull(),
    games: bigint('games', { mode: 'bigint' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    prizeCents: bigint('prize_cents', { mode: 'bigint' }).notNull(),
    commissionCents: bigint('commission_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' }).notNull(),
    jackpotCents: bigint('jackpot_cents', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
    manualWins: bigint('manual_wins', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cashierId, t.shopKey, t.status] })],
);

/** A short code shown on the till to pair a TV to a shop (decision 027): hashed, used once. */
export const tvPairingCodes = pgTable(
  'tv_pairing_codes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    codeHash: text('code_hash').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('tv_pairing_codes_code_hash_idx').on(t.codeHash)],
);

/** A paired TV: a display session that can only watch its shop, until it is revoked. */
export const tvDisplays = pgTable(
  'tv_displays',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    pairedBy: integer('paired_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('tv_displays_token_hash_unique').on(t.tokenHash),
    index('tv_displays_shop_id_idx').on(t.shopId),
  ],
);

/** How a shop's TVs look: set on the till, followed live by every TV of the shop. */
export const tvLooks = pgTable('tv_looks', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id),
  theme: text('theme').notNull().default('default'),
  // Null: the shop's own language (decision 048); a language set on the till overrides it.
  language: text('language'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A cashier's shift at one shop (decision 035): opened with a counted float, closed by a blind
 * count. One open shift per shop. A counted shift keeps its Z number and figures for ever (a
 * trigger refuses any change once closed); a correction is a new ledger entry with its reason.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('open'),
    floatCents: bigint('float_cents', { mode: 'bigint' }).notNull(),
    // Opened by a game start that found no open shift (a SPEC client), with the shop's cash figure.
    openedByStart: boolean('opened_by_start').notNull().default(false),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by the count, once: the Z number, the count by denomination and the figures it closed on.
    zNumber: integer('z_number'),
    count: jsonb('count').$type<BlindCountRow[]>(),
    countedCents: bigint('counted_cents', { mode: 'bigint' }),
    expectedCents: bigint('expected_cents', { mode: 'bigint' }),
    requirement: text('requirement'),
    note: text('note'),
    countedBy: integer('counted_by').references(() => users.id),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    approvalNote: text('approval_note'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // A float that differs from the shop's last figure is judged like a count difference (042).
    openingDifferenceCents: bigint('opening_difference_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    openingNote: text('opening_note'),
    openingRequirement: text('opening_requirement').notNull().default('close'),
  },
  (t) => [
    uniqueIndex('shifts_one_open_per_shop')
      .on(t.shopId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('shifts_shop_z_number_unique').on(t.shopId, t.zNumber),
    index('shifts_shop_opened_idx').on(t.shopId, t.openedAt, t.id),
    check(
      'shifts_status_check',
      sql`${t.status} in ('open', 'awaiting_note', 'awaiting_approval', 'closed')`,
    ),
    check('shifts_float_non_negative', sql`${t.floatCents} >= 0`),
    check(
      'shifts_counted_when_not_open',
      sql`(${t.status} = 'open') = (${t.zNumber} is null and ${t.countedCents} is null)`,
    ),
  ],
);

/**
 * A correction of a counted shift's Z (decision 035), by its agent or an admin with a reason: the
 * cash the count missed (positive) or counted too much (negative). Append-only; the Z stays as it
 * was and shows its corrections below it. It moves no money: cash found later is a pay-in.
 */
export const shiftCorrections = pgTable(
  'shift_corrections',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_corrections_shift_idx').on(t.shiftId),
    check('shift_corrections_amount_non_zero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A cash move of a shift (a pay-out, drop, pay-in, drawer edit, or the float against the last
 * count) judged over a threshold like a count difference (decision 046): its note, and whether the
 * shift's close needs the agent's approval for it. Append-only; the Z lists them.
 */
export const shiftFlags = pgTable(
  'shift_flags',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    requirement: text('requirement').notNull(),
    note: text('note'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_flags_shift_idx').on(t.shiftId),
    check(
      'shift_flags_requirement_check',
      sql`${t.requirement} in ('note_required', 'approval_required')`,
    ),
  ],
);

/**
 * Central's side of hall mode (decision 038): a hall paired to one shop, its Ed25519 key, its
 * outstanding allowance (the `hall` ledger account) and how far its uploads have been applied.
 */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    // The one-time pairing code, hashed; null once used.
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    publicKey: text('public_key'),
    // The hall's outbox chain key (hex), given at pairing: each entry's hash is its HMAC-SHA256.
    // Null for a hall paired before keys, whose chain is unkeyed sha256.
    outboxKey: text('outbox_key'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    allowanceCents: bigint('allowance_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    appliedSeq: bigint('applied_seq', { mode: 'number' }).notNull().default(0),
    lastHash: text('last_hash').notNull().default(''),
    // The hall's own outbox head at its last contact: applied_seq behind it is still to come.
    hallHeadSeq: bigint('hall_head_seq', { mode: 'number' }).notNull().default(0),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // A batch central could not apply (issue 37): since when the hall waits, the refusal's code
    // and where; cleared when a batch applies again.
    stuckSince: timestamp('stuck_since', { withTimezone: true }),
    stuckReason: text('stuck_reason'),
    stuckDetail: text('stuck_detail'),
    // The agent took the hall's shortfall on its own balance for entries up to this one
    // (decision 038): central covers what the hall's account lacks from the agent, flagged.
    coverThroughSeq: bigint('cover_through_seq', { mode: 'number' }),
    coverBy: integer('cover_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('halls_shop_idx').on(t.shopId),
    uniqueIndex('halls_pairing_code_unique').on(t.pairingCodeHash),
    check('halls_allowance_non_negative', sql`${t.allowanceCents} >= 0`),
  ],
);

/** Every allowance central granted a hall: numbered (its id), signed, usable once. */
export const hallGrants = pgTable(
  'hall_grants',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id),
    requestId: text('request_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    maxGames: integer('max_games').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The signed text and central's signature, as the hall received them.
    grantText: text('grant_text').notNull(),
    signature: text('signature').notNull(),
    grantedBy: integer('granted_by').references(() => users.id),
    // The hall games central has received that name this grant: never more than max_games.
    gamesPlayed: integer('games_played').notNull().default(0),
  },
  (t) => [
    uniqueIndex('hall_grants_request_unique').on(t.hallId, t.requestId),
    check('hall_grants_amount_positive', sql`${t.amountCents} > 0`),
    check('hall_grants_max_games_positive', sql`${t.maxGames} > 0`),
  ],
);

/** A hall's game on central: the hall's own id and the game central keeps for it. */
export const hallGames = pgTable(
  'hall_games',
  {
    hallId: integer('hall_id')
      .notNull()
      .references(() => halls.id),
    hallGameId: integer('hall_game_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    // What central charged beyond the hall's fee (its terms, issue 37): central's game row shows
    // the hall's fee plus this, as its ledger does.
    extraFeeCents: bigint('extra_fee_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.hallId, t.hallGameId] })],
);

/** Refused uploads and grants (forged, replayed, out of order): reported to the agent. */
export const hallSyncIncidents = pgTable(
  'hall_sync_incidents',
  {
    id: serial('id').primaryKey(),
    hallId: integer('hall_id').references(() => halls.id),
    code: text('code').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('hall_sync_incidents_hall_idx').on(t.hallId, t.createdAt)],
);

/**
 * The hall's side (one row, id 1, only on a hall's own database): its pairing, its key pair and
 * central's public key, its estimate of central's clock, and how far its outbox reached central.
 */
export const hallLink = pgTable(
  'hall_link',
  {
    id: integer('id').primaryKey().default(1),
    hallId: integer('hall_id').notNull(),
    shopId: integer('shop_id').notNull(),
    centralUrl: text('central_url').notNull(),
    privateKey: text('private_key').notNull(),
    publicKey: text('public_key').notNull(),
    centralPublicKey: text('central_public_key').notNull(),
    // central's clock minus this machine's, measured at the last contact.
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
    outboxSeq: bigint('outbox_seq', { mode: 'number' }).notNull().default(0),
    outboxHash: text('outbox_hash').notNull().default(''),
    // sha256 of the chain key the outbox trigger must be given (the key stays outside the
    // database, in the data folder's hall-outbox.key); null: an unkeyed chain, paired before keys.
    outboxKeySha256: text('outbox_key_sha256'),
    uploadedSeq: bigint('uploaded_seq', { mode: 'number' }).notNull().default(0),
    stateVersion: text('state_version').notNull().default(''),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    // Central's refusal of the last upload (issue 37), and since when; null once one is applied.
    uploadRefusedCode: text('upload_refused_code'),
    uploadRefusedSince: timestamp('upload_refused_since', { withTimezone: true }),
  },
  (t) => [check('hall_link_single_row', sql`${t.id} = 1`)],
);

/**
 * Every game and money change written on a hall, in the same transaction (hand-written triggers
 * in migration 0023), chained by hash: what the sync worker uploads to central, in order.
 */
export const hallOutbox = pgTable('hall_outbox', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: text('payload').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  // The hall transaction that wrote the entry (outside the hash): an upload ends at a whole
  // transaction, so a game's end reaches central with its winners and money (issue 37).
  tx: bigint('tx', { mode: 'number' }).default(sql`txid_current()`),
  createdAt: createdAt(),
});

/** The grants a hall has taken in, each once: what its games start against. */
export const hallLoadedGrants = pgTable('hall_loaded_grants', {
  grantNo: integer('grant_no').primaryKey(),
  amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
  maxGames: integer('max_games').notNull(),
  gamesUsed: integer('games_used').notNull().default(0),
  // Central's clock.
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  // The fee terms signed into the grant (null: a grant from before terms were signed).
  feePercent: integer('fee_percent'),
  minFeeCents: bigint('min_fee_cents', { mode: 'bigint' }),
  loadedAt: createdAt(),
});
