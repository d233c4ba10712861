// `npm run staff:add -- --email ADDRESS --role admin [--role compliance] [--name "Full Name"]`:
// creates a staff member and prints the single-use link (24 hours) where they set their password
// and link an authenticator app. The first administrator is made this way; administrators invite
// the others from /staff/team. On the embedded database, stop the site first (one process per folder).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string', multiple: true }, name: { type: 'string' } },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = `${root}${process.env.BUILD_DIR ?? 'build'}/server/index.js`;
if (!existsSync(serverEntry)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
process.chdir(root);
const { addStaff } = await import(serverEntry);
try {
  const roles = (values.role ?? []).flatMap((role) => role.split(','));
  const member = await addStaff({ email: values.email ?? '', roles, name: values.name });
  console.log(`Staff member ${member.email} (${member.roles.join(', ')}) created.`);
  console.log(`Single-use link, valid 24 hours:\n${member.link}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
