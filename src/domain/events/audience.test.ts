import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS } from '../settings/system-settings.ts';
import { mayReceive } from './audience.ts';

const features = DEFAULT_SYSTEM_SETTINGS.features;
const viewer = { id: 'v', role: 'viewer' };
const editor = { id: 'e', role: 'editor' };
const admin = { id: 'a', role: 'admin' };
const event = (type: string, userId: string | null = null, ownerId: string | null = null) => ({
  type,
  userId,
  ownerId,
});

describe('live event audience', () => {
  it('sends shared records to everyone who may read them', () => {
    expect(mayReceive(event('formulations'), viewer, features)).toBe(true);
    expect(mayReceive(event('theme'), viewer, features)).toBe(true);
  });

  it('sends document changes to whoever may read raw materials (every role), as the documents lists are read', () => {
    expect(mayReceive(event('documents'), viewer, features)).toBe(true);
  });

  it('keeps ideation sessions with their owner and administrators; viewers may not read ideation', () => {
    expect(mayReceive(event('ideation', null, 'e'), editor, features)).toBe(true);
    expect(mayReceive(event('ideation', null, 'e'), admin, features)).toBe(true);
    expect(mayReceive(event('ideation', null, 'e'), { id: 'x', role: 'editor' }, features)).toBe(false);
    expect(mayReceive(event('ideation', null, 'v'), viewer, features)).toBe(false);
  });

  it('keeps user changes with that user and administrators', () => {
    expect(mayReceive(event('users', null, 'v'), viewer, features)).toBe(true);
    expect(mayReceive(event('users', null, 'e'), viewer, features)).toBe(false);
    expect(mayReceive(event('users', null, 'e'), admin, features)).toBe(true);
  });

  it('sends an addressed event to its user only', () => {
    expect(mayReceive(event('notices', 'v'), viewer, features)).toBe(true);
    expect(mayReceive(event('notices', 'v'), admin, features)).toBe(false);
  });

  it('sends nothing about a feature that is switched off', () => {
    const off = { ...features, compliance: false };
    expect(mayReceive(event('compliance'), admin, off)).toBe(false);
    expect(mayReceive(event('compliance'), admin, features)).toBe(true);
  });
});
