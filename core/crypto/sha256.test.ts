import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

// Expected values from node:crypto (core does no I/O, so they are written down here).
const PADDING_EDGES: Record<number, string> = {
  55: '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318',
  56: 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a',
  63: '7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34',
  64: 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
  65: '635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0',
  119: '31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb',
  120: '2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c',
};

describe('sha256Hex', () => {
  it('matches the FIPS test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
  it.each(Object.entries(PADDING_EDGES))('hashes %s bytes across a block edge', (length, hash) => {
    expect(sha256Hex('a'.repeat(Number(length)))).toBe(hash);
  });
  it('hashes UTF-8, not UTF-16', () => {
    expect(sha256Hex('3,1,2:0aff ሰላም')).toBe(
      '9f4fb18b0a616b1ded93d14eff7a83c7b17da5febe2b80d6ff550c2ceea16f8a',
    );
  });
});
