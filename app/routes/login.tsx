import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Login' }];
}

export default function LoginPage() {
  return <PageBanner title="Sign in to your account" />;
}
