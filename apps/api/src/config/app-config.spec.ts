import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', async () => {
    await expect({ ...loadConfig({}) }).toEqual({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: '.data' });
  });

  it('reads every variable it knows and treats empty ones as unset', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:pw@localhost:5432/tastetype',
      DATA_DIR: '',
      ANALYTICS_TOKEN: 'a-long-enough-analytics-token',
    });
    await expect({ ...config }).toEqual({
      NODE_ENV: 'production',
      PORT: 8080,
      DATABASE_URL: 'postgres://app:pw@localhost:5432/tastetype',
      DATA_DIR: '.data',
      ANALYTICS_TOKEN: 'a-long-enough-analytics-token',
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535'],
    ['PORT', '70000', 'PORT must be a whole number from 1 to 65535'],
    ['DATABASE_URL', 'mysql://localhost/x', 'DATABASE_URL must be a postgres:// URL'],
    ['ANALYTICS_TOKEN', 'short', 'ANALYTICS_TOKEN must be at least 16 characters'],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of the following values: development, production, test'],
  ])('stops on a bad %s (%s), naming it', async (name, value, message) => {
    await expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    await expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
