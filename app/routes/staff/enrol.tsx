import type { Route } from './+types/enrol';
import { SignInCard, StaffCodeForm } from '~/components/back-office/sign-in-forms';
import { StaffShell } from '~/components/back-office/staff-shell';
import { staffFrame } from '~/lib/staff-pages';
import { staffTexts } from '@domain/messages/back-office/staff';
import { actOnStaffEnrol, loadStaffEnrol } from './enrol.server';

const texts = staffTexts.enrol;
export const handle = staffFrame.handle;
export const headers = staffFrame.headers;
export const meta = () => staffFrame.meta(texts.title);

export const action = (args: Route.ActionArgs) => actOnStaffEnrol(args);

export const loader = (args: Route.LoaderArgs) => loadStaffEnrol(args);

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
