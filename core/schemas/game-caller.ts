import { z } from 'zod';
import { reasonSchema } from './reason';

/**
 * One caller per game (decision 051). A till is a browser tab: it names itself by a random UUID
 * kept in its sessionStorage and sends it with its draws, pauses, resumes and Take control.
 */
export const tillIdSchema = z
  .uuid()
  .meta({ id: 'TillId', description: "A till's own id: a random UUID per browser tab." });

/** Optional: draw only when the game has this many calls (so two devices never double-draw). */
export const drawRequestSchema = z
  .object({
    expected_called_count: z.number().int().min(0).optional(),
    till: tillIdSchema.optional(),
  })
  .meta({ id: 'DrawRequest' });

/**
 * Pausing: the game's cashier needs no reason; an agent or the admin pausing it gives one. With
 * `leave`, the till holding the caller is leaving the caller screen and gives the caller up too.
 */
export const pauseRequestSchema = z
  .object({
    reason: reasonSchema.optional(),
    till: tillIdSchema.optional(),
    leave: z.boolean().optional(),
  })
  .meta({ id: 'PauseRequest' });

/** Resuming from a till takes the caller to it. */
export const resumeRequestSchema = z
  .object({ till: tillIdSchema.optional() })
  .meta({ id: 'ResumeRequest' });

export const takeControlRequestSchema = z
  .object({ till: tillIdSchema })
  .meta({ id: 'TakeControlRequest' });

/** Which till draws the game's balls, and who signed in there. */
export const gameCallerSchema = z
  .object({
    till: tillIdSchema,
    user_id: z.number().int(),
    username: z.string(),
    seen_at: z.string().meta({ description: "The holder's last draw, resume or take." }),
    lapsed: z.boolean().meta({
      description: 'Silent while calling past the lapse (decision 051): any till may draw on.',
    }),
  })
  .meta({ id: 'GameCaller' });
export type GameCaller = z.infer<typeof gameCallerSchema>;
