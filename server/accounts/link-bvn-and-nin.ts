import type { ProfileLink } from '../../domain/forms';
import { messages } from '../../domain/messages';
import { isSameName, wordsOf } from '../../domain/names';
import type { AccountPayload } from '../../domain/account-result';
import { CoreBankingUnavailableError } from '../adapters/core-banking';
import { IdentityProviderUnavailableError } from '../adapters/identity';
import { AppError, AppErrorCode } from '../errors/app-error';
import { recordIdentityLink } from '../back-office/links/record-identity-link';
import { NIN_LOOKUP_PER_CLIENT } from '../identity/identity-limits';
import { defineRateLimit } from '../security/rate-limits';
import { publishedBranchChoice } from '../content/branch-choices';
import type { Services } from '../services';
import { productName } from './account-result';
import { withDatabaseErrors } from './database-errors';
import { identityUnavailable } from '../errors/refusals';

const texts = messages.account.profileLink;

/** Tries per account number: a stranger guessing names or numbers for one account stops soon. */
const LINK_PER_ACCOUNT = defineRateLimit({ action: 'accounts.link.account', max: 5, windowSeconds: 60 * 60 });
const LINK_PER_CLIENT = defineRateLimit({ action: 'accounts.link', max: 300, windowSeconds: 60 * 60 });

const maskAccount = (accountNumber: string) => `******${accountNumber.slice(-4)}`;

/** Refusals name no field's fault: they read the same whoever owns the numbers. */
function refused(message: string) {
  return new AppError(AppErrorCode.LinkRefused, message);
}

/**
 * `POST /customers/selfProfileUpdate` (step 51, specification 2.8): links the BVN and NIN to an
 * existing account. The account must exist and carry the name typed; the BVN's and the NIN's holder
 * must be one person, the account's holder. Every refusal reads the same whoever owns the numbers.
 * An account already linked answers so and sends nothing. The confirmation goes to the e-mail and
 * phone the core holds only: the e-mail typed may be a stranger's (issue 28).
 */
export async function linkBvnAndNin({
  services,
  input: form,
  clientRef,
}: {
  services: Services;
  input: ProfileLink;
  clientRef: string;
}): Promise<{ status: 'success'; payloadData: AccountPayload }> {
  return withDatabaseErrors(async () => {
    await publishedBranchChoice(services, form.preferredBranch);
    await services.rateLimits.consume(LINK_PER_CLIENT, clientRef);
    await services.rateLimits.consume(LINK_PER_ACCOUNT, services.keyedHash(form.accountNo, 'account'));
    const signal = AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS);

    let account;
    let bvn;
    let nin;
    try {
      account = await services.coreBanking.findAccount(form.accountNo, { signal });
      if (!account) {
        // Tries on numbers that are no account are a fraud signal for the back office (issue 30 point 7).
        const unknown = { accountNumber: form.accountNo, accountName: '' };
        await recordIdentityLink({ services, account: unknown, outcome: 'refused', reason: 'ACCOUNT_NOT_FOUND' });
        throw refused(texts.accountNotFound);
      }
      if (!isSameName(account.accountName, form.accountName)) {
        await recordIdentityLink({ services, account, outcome: 'refused', reason: 'NAME_MISMATCH' });
        throw refused(texts.accountNotFound);
      }
      await services.rateLimits.consume(NIN_LOOKUP_PER_CLIENT, clientRef);
      [bvn, nin] = await Promise.all([services.identity.lookupBvn(form.bvnNo), services.identity.lookupNin(form.nin)]);
    } catch (error) {
      if (error instanceof CoreBankingUnavailableError || error instanceof IdentityProviderUnavailableError)
        throw identityUnavailable();
      throw error;
    }
    const holder = bvn?.record;
    const isOnePerson =
      holder !== undefined &&
      nin !== null &&
      isSameName(`${holder.firstname} ${holder.lastname}`, `${nin.firstname} ${nin.lastname}`) &&
      wordsOf(`${holder.firstname} ${holder.lastname}`).every((word) => wordsOf(account.accountName).includes(word));
    if (!isOnePerson) {
      await services.audit.record({
        action: 'accounts.identity.link',
        outcome: 'refused',
        clientRef,
        details: { reason: 'HOLDER_MISMATCH' },
      });
      await recordIdentityLink({ services, account, outcome: 'refused', reason: 'HOLDER_MISMATCH' });
      throw refused(texts.holderMismatch);
    }
    // Asked after the holder check, so only someone holding the owner's numbers learns it.
    if (account.bvnLinked && account.ninLinked) throw new AppError(AppErrorCode.AlreadyLinked, texts.alreadyLinked);

    try {
      await services.coreBanking.linkIdentity(
        { accountNumber: account.accountNumber, bvnNo: form.bvnNo, nin: form.nin },
        { signal: AbortSignal.timeout(services.config.CORE_BANKING_TIMEOUT_MS) },
      );
    } catch (error) {
      if (error instanceof CoreBankingUnavailableError) throw identityUnavailable();
      throw error;
    }
    await services.audit.record({
      action: 'accounts.identity.link',
      outcome: 'success',
      subject: services.keyedHash(account.accountNumber, 'account'),
      clientRef,
      details: { core: services.coreBanking.name },
    });
    await recordIdentityLink({ services, account, outcome: 'linked' });
    await confirmLink({ services, account });

    const payloadData: AccountPayload = {
      message: 'ninLinked',
      means: 'ninLinked',
      hisTitle: '',
      firstname: holder.firstname,
      lastname: holder.lastname,
      accountName: account.accountName.toUpperCase(),
      acctTypeName: productName(account.productCode),
      acctNumber: account.accountNumber,
    };
    return { status: 'success', payloadData };
  });
}

/** The confirmation, to the addresses on record only: a link made by someone else is noticed by the holder. */
async function confirmLink({
  services,
  account,
}: {
  services: Services;
  account: { accountNumber: string; accountName: string; email: string; phoneNo: string };
}) {
  const maskedAccount = maskAccount(account.accountNumber);
  if (account.email)
    await services.messenger.sendEmail({
      to: account.email,
      subject: texts.mailSubject,
      text: texts.mailBody({ accountName: account.accountName, maskedAccount }),
    });
  if (account.phoneNo) {
    await services.messenger
      .sendSms({ to: account.phoneNo, text: texts.smsText(maskedAccount) })
      .catch((error: unknown) => {
        // The link stands; a lost SMS is logged by the messenger and the e-mail still goes.
        if (!(error instanceof AppError)) throw error;
      });
  }
}
