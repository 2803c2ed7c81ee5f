import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fixture from '../../tests/fixtures/drand-quicknet-rounds.json';
import { type BeaconServer, startBeaconServer } from '../../tests/support/beacon-server';
import { httpBeacon } from './beacon-client';

const [round1000, round1001] = fixture.consecutiveRounds as [
  (typeof fixture.consecutiveRounds)[number],
  (typeof fixture.consecutiveRounds)[number],
];
const verified = (r: typeof round1000) => ({
  round: r.round,
  signature: r.signature,
  randomness: r.randomness,
});

let relay: BeaconServer;
beforeEach(async () => {
  relay = await startBeaconServer(fixture.consecutiveRounds);
});
afterEach(() => relay.close());

describe('a drand relay over HTTP', () => {
  it('gives a published round, checked', async () => {
    const beacon = httpBeacon(relay.url);
    expect(await beacon.round(1000)).toEqual(verified(round1000));
    expect(await httpBeacon(`${relay.url}/`).round(1001)).toEqual(verified(round1001));
    expect(relay.requests).toBe(2);
  });

  it('gives null for a round it has not published', async () => {
    expect(await httpBeacon(relay.url).round(1_000_000)).toBeNull();
    expect(relay.requests).toBe(1);
  });

  it('gives null within the timeout when the relay never answers', async () => {
    relay.setSilent(true);
    const started = performance.now();
    expect(await httpBeacon(relay.url, { timeoutMs: 300 }).round(1000)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1500);
    expect(relay.requests).toBe(1);
  });

  it('gives null for a round with one signature byte changed, randomness to match', async () => {
    relay.setTampered(true);
    const served = (await (
      await fetch(`${relay.url}/${fixture.chain.hash}/public/1000`)
    ).json()) as {
      signature: string;
    };
    expect(served.signature).not.toBe(round1000.signature);
    expect(await httpBeacon(relay.url).round(1000)).toBeNull();
  });

  it('gives null when the relay answers with another round', async () => {
    relay.publish(1001, round1000);
    expect(await httpBeacon(relay.url).round(1001)).toBeNull();
    relay.publish(1001, { ...round1000, round: 1001 });
    expect(await httpBeacon(relay.url).round(1001)).toBeNull();
  });

  it('gives null for an answer that is no round', async () => {
    for (const answer of [
      'not json',
      'null',
      '[]',
      { round: 1001 },
      { ...round1001, randomness: 7 },
    ]) {
      relay.publish(1001, answer);
      expect(await httpBeacon(relay.url).round(1001)).toBeNull();
    }
  });

  it('gives null when nothing listens', async () => {
    const { url } = relay;
    await relay.close();
    expect(await httpBeacon(url).round(1000)).toBeNull();
  });

  it('asks nothing for a round that cannot exist', async () => {
    expect(await httpBeacon(relay.url).round(0)).toBeNull();
    expect(relay.requests).toBe(0);
  });

  it('describes its chain at /info as drand does', async () => {
    const info = (await (await fetch(`${relay.url}/${fixture.chain.hash}/info`)).json()) as object;
    expect(info).toMatchObject({
      public_key: fixture.chain.public_key,
      genesis_time: fixture.chain.genesis_time,
      period: fixture.chain.period,
    });
  });
});
