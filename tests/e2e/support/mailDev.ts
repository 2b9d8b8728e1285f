// Reading what the server e-mailed, from MailDev (the reference server's fixture), as the person
// it was sent to would: the last message to an address, once the expected count arrived.
import { expect } from '@playwright/test';
import type { CaughtMail } from '../../../src-server/testing/mailDevFixture';

export async function lastMailTo(messages: () => Promise<CaughtMail[]>, address: string, count = 1): Promise<CaughtMail> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(async () => {
      mails = (await messages()).filter((mail) => mail.to.some((to) => to.address === address));
      return mails.length;
    })
    .toBe(count);
  return mails.at(-1)!;
}

/** The six digits of the account verification e-mail ("Código: 123456"). */
export function verificationCodeOf(mail: CaughtMail): string {
  return /Código: (\d{6})/.exec(mail.text ?? '')?.[1] ?? '';
}
