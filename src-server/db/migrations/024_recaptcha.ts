// The organisation's reCAPTCHA on the citizen signup (companion §7, POST user/register's
// g-recaptcha-response): whether it is on and the public site key the portal's widget uses. The
// secret is not the organisation's data to show: it is the server's configuration (--recaptcha-secret).
import type { Migration } from './types';

export const recaptcha: Migration = {
  version: 24,
  name: 'recaptcha',
  up(db) {
    db.exec(`
      ALTER TABLE organization ADD COLUMN recaptcha_enabled INTEGER NOT NULL DEFAULT 0 CHECK (recaptcha_enabled IN (0, 1));
      ALTER TABLE organization ADD COLUMN recaptcha_site_key TEXT;
    `);
  },
};
