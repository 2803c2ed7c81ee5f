ALTER TABLE "hall_link" ADD COLUMN "outbox_key_sha256" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "outbox_key" text;--> statement-breakpoint
-- Hand-written (decision 038, issue 37): HMAC-SHA256 (RFC 2104) from PostgreSQL's own sha256(), as
-- pgcrypto is not in PGlite. A chain key is 32 bytes, within one 64-byte block: it is zero-padded,
-- so past its length the pads are 0x36 and 0x5c as they are.
CREATE FUNCTION hall_outbox_hmac(chain_key bytea, message bytea) RETURNS text AS $$
DECLARE
  inner_pad bytea := decode(repeat('36', 64), 'hex');
  outer_pad bytea := decode(repeat('5c', 64), 'hex');
BEGIN
  FOR i IN 0 .. length(chain_key) - 1 LOOP
    inner_pad := set_byte(inner_pad, i, get_byte(chain_key, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(chain_key, i) # 92);
  END LOOP;
  RETURN encode(sha256(outer_pad || sha256(inner_pad || message)), 'hex');
END
$$ LANGUAGE plpgsql IMMUTABLE STRICT;
--> statement-breakpoint
-- A keyed hall (hall_link.outbox_key_sha256 set at pairing) chains each entry by
-- HMAC-SHA256(key, prev_hash || '|' || seq || '|' || kind || '|' || payload) with the key its server
-- gives every session (hall.outbox_key, hex; the key lives in the data folder, not here). Without
-- that key it writes nothing: an unkeyed entry would only be refused by central later. A hall
-- paired before keys keeps the unkeyed sha256 chain.
CREATE OR REPLACE FUNCTION hall_outbox_append(entry_kind text, entry_payload text) RETURNS void AS $$
DECLARE
  head record;
  next_seq bigint;
  entry_text bytea;
  entry_hash text;
  chain_key bytea;
BEGIN
  SELECT outbox_seq, outbox_hash, outbox_key_sha256 INTO head FROM hall_link WHERE id = 1 FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  next_seq := head.outbox_seq + 1;
  entry_text := convert_to(
    head.outbox_hash || '|' || next_seq::text || '|' || entry_kind || '|' || entry_payload, 'UTF8');
  IF head.outbox_key_sha256 IS NULL THEN
    entry_hash := encode(sha256(entry_text), 'hex');
  ELSE
    chain_key := decode(coalesce(current_setting('hall.outbox_key', true), ''), 'hex');
    IF encode(sha256(chain_key), 'hex') <> head.outbox_key_sha256 THEN
      RAISE EXCEPTION 'hall_outbox_key_missing: this hall''s outbox key (hall-outbox.key in its data folder) was not given to the database';
    END IF;
    entry_hash := hall_outbox_hmac(chain_key, entry_text);
  END IF;
  INSERT INTO hall_outbox (seq, kind, payload, prev_hash, hash)
    VALUES (next_seq, entry_kind, entry_payload, head.outbox_hash, entry_hash);
  UPDATE hall_link SET outbox_seq = next_seq, outbox_hash = entry_hash WHERE id = 1;
END
$$ LANGUAGE plpgsql;
