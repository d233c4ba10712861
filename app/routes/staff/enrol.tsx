import { redirect } from 'react-router';
import type { Route } from './+types/enrol';
import { SignInCard, StaffCodeForm } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { STAFF_HEADERS, staffTokenOfRequest } from '~/lib/staff-session.server';
import { staffTexts } from '@domain/messages/back-office/staff';
import { servicesContext } from '@server/request-context';
import { enrolmentSecret } from '@server/back-office/second-factor';
import { readHalfSession } from '@server/back-office/staff-sessions';
import { confirmCode } from '~/lib/staff-sign-in.server';

const texts = staffTexts.enrol;
export const handle = staffFrame.handle;
export const headers = staffFrame.headers;
export const meta = () => staffFrame.meta(texts.title);

/**
 * The second factor's enrolment, after the password (from the invitation, or a sign-in before
 * enrolling): the QR code, drawn on the server as SVG, and the same otpauth:// address as text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const half = await readHalfSession({ services, token: staffTokenOfRequest(request, context) });
  if (!half) throw redirect('/staff/login?ended=expired', { headers: STAFF_HEADERS });
  if (half.member.enrolledAt) throw redirect('/staff/login/code', { headers: STAFF_HEADERS });
  const { uri, qrSvg, secret } = await enrolmentSecret(services, half.member);
  return { uri, qrSvg, secret };
}

export const action = confirmCode;

export default function StaffEnrol({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffShell>
      <SignInCard title={texts.title} lead={texts.lead}>
        <figure className="mx-auto w-56 max-w-full">
          {/* The SVG is made on the server by the qrcode library from our own otpauth address. */}
          <div
            role="img"
            aria-label={texts.qrLabel}
            className="[&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }}
          />
        </figure>
        <div className="text-sm">
          <p>{texts.uriLabel}</p>
          <p className="mt-2 break-all rounded-input bg-primary-50 p-3 font-mono text-xs" data-testid="otpauth-uri">
            {loaderData.uri}
          </p>
          <p className="mt-2">
            {texts.keyLabel}: <span className="break-all font-mono">{loaderData.secret}</span>
          </p>
        </div>
        <StaffCodeForm formId="staff-enrol" outcome={actionData ?? undefined} submitLabel={texts.confirm} />
      </SignInCard>
    </StaffShell>
  );
}
