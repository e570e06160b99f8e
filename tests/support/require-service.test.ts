import { afterEach, describe, expect, it, vi } from 'vitest';
import { onCi, skipUnlessAvailable } from './require-service';

describe('skipUnlessAvailable', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('runs the tests when the service is there, on CI or not', () => {
    vi.stubEnv('CI', 'true');
    expect(skipUnlessAvailable('moto', true, 'install it')).toBe(false);
    vi.stubEnv('CI', '');
    expect(skipUnlessAvailable('moto', true, 'install it')).toBe(false);
  });

  it('fails on CI when the service is missing, naming it and how to get it', () => {
    vi.stubEnv('CI', 'true');
    expect(() => skipUnlessAvailable('moto', false, 'run scripts/test-services.sh')).toThrow(
      'moto not available: run scripts/test-services.sh (required on CI: a missing service fails, it is not skipped)',
    );
  });

  it('skips off CI with the reason logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const off of ['', 'false', '0']) {
      vi.stubEnv('CI', off);
      expect(onCi()).toBe(false);
      expect(skipUnlessAvailable('moto', false, 'run scripts/test-services.sh')).toBe(true);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenLastCalledWith('moto not available: run scripts/test-services.sh (tests that need it are skipped)');
    warn.mockRestore();
  });
});
