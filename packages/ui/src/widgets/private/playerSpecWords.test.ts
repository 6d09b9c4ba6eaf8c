import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';

const messages: Record<string, string> = en;

// The player widgets' English is the spec's: its words, checked here.
describe("player widgets speak the spec's words", () => {
  it('create mix texts (part 2 §5)', () => {
    expect(messages['ui.mix.create']).toBe('Create Mix');
    expect(messages['ui.mix.creating']).toBe('Creating Mix...');
    expect(messages['ui.mix.deleteConfirm']).toBe('Delete this custom mix?');
    expect(messages['ui.mix.countIn']).toBe('Count-in');
  });

  it('custom mix package texts (part 2 §8, §9)', () => {
    expect(messages['ui.package.loading']).toBe('Loading');
    expect(messages['ui.package.retryDownloadTitle']).toBe('Retry Download?');
    expect(messages['ui.package.neverCreated']).toBe('Custom mix never got created. Retry?');
    expect(messages['ui.package.neverBuilt']).toBe('Custom mix was never built. Retry?');
    expect(messages['ui.package.tookLong']).toBe('Custom mix took long to build. Retry?');
    expect(messages['ui.package.failedToBuild']).toBe('Custom mix failed to build. Retry?');
    expect(messages['ui.package.mixdownQueuedTitle']).toBe('Mixdown Queued');
    expect(messages['ui.package.queueEstimateOneMinute']).toBe('about 1 minute');
    expect(messages['ui.package.queueEstimateMinutes']).toBe(
      'about {minutes} minutes to be created',
    );
  });
});
