// `npm run restore -- <backup folder> [--force]`: restores a backup (npm run backup) into the
// database and document storage the environment names (DATABASE_URL or DATA_DIR, STORAGE), then
// checks the counts, migration and key ids against its manifest. A database or document folder
// that already holds data is refused unless --force. The embedded database: stop the site first.
// ENCRYPTION_KEY and HASH_KEY must be the ones the backup's data was sealed with.
import { resolve } from 'node:path';
import { restoreBackup } from '../server/backups/restore-backup';
import { loadConfig } from '../server/config';

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith('--'));
if (!source) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}

try {
  const { restored, problems } = await restoreBackup({
    config: loadConfig(),
    source: resolve(source),
    force: args.includes('--force'),
  });
  console.log(`Restored ${resolve(source)}: migration ${restored.migration.latest}`);
  console.log(
    `  ${Object.entries(restored.counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}${restored.documents === null ? '' : `, documents ${restored.documents}`}`,
  );
  if (problems.length > 0) {
    console.error(`The restore does not match its backup:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Everything the manifest lists is there. Start the site: it applies any newer migration.');
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
