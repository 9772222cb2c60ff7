import { describe, expect, it } from 'vitest';
import { returnAddress } from './return-address';

const lan = { publicUrl: 'http://localhost:3000' };
const site = { publicUrl: 'https://vtx.example.com/' };

describe('returnAddress', () => {
  it('returns to the loopback or LAN address the user browses at, for a plain-http server', () => {
    expect(returnAddress('http://127.0.0.1:3000', lan)).toBe('http://127.0.0.1:3000');
    expect(returnAddress('http://[::1]:3000', lan)).toBe('http://[::1]:3000');
    expect(returnAddress('http://192.168.0.12:3000', lan)).toBe('http://192.168.0.12:3000');
    expect(returnAddress('http://10.1.2.3:5173', lan)).toBe('http://10.1.2.3:5173');
    expect(returnAddress('http://172.20.0.5:3000', lan)).toBe('http://172.20.0.5:3000');
  });

  it('uses PUBLIC_URL for its own origin, no origin, or anything not allowed', () => {
    expect(returnAddress('http://localhost:3000', lan)).toBe('http://localhost:3000');
    expect(returnAddress(undefined, lan)).toBe('http://localhost:3000');
    expect(returnAddress('null', lan)).toBe('http://localhost:3000');
    expect(returnAddress('https://evil.example', lan)).toBe('http://localhost:3000');
    expect(returnAddress('http://172.32.0.1:3000', lan)).toBe('http://localhost:3000');
    expect(returnAddress('http://8.8.8.8', lan)).toBe('http://localhost:3000');
    expect(returnAddress('javascript:alert(1)', lan)).toBe('http://localhost:3000');
    expect(returnAddress('http://127.0.0.1:3000/path', lan)).toBe('http://localhost:3000');
    expect(returnAddress('http://user@127.0.0.1:3000', lan)).toBe('http://localhost:3000');
    expect(returnAddress('http://127.0.0.1.evil.example', lan)).toBe('http://localhost:3000');
  });

  it('an https site only links to PUBLIC_URL (without its trailing slash)', () => {
    expect(returnAddress('http://192.168.0.12:3000', site)).toBe('https://vtx.example.com');
    expect(returnAddress('https://vtx.example.com', site)).toBe('https://vtx.example.com');
    expect(returnAddress('http://localhost:3000', site)).toBe('https://vtx.example.com');
  });
});
