// A fresh clone of this repository, as a newcomer gets it, of what is in the working tree now
// (committed or not, untracked files included, ignored ones not): the tree is written as a commit
// object through a temporary index, so neither the developer's index nor any ref is touched.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const git = (cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The working tree as a commit (HEAD itself when nothing changed). */
export function snapshotCommit(repo: string): string {
  const scratch = mkdtempSync(join(tmpdir(), 'gdoc-index-'));
  try {
    const index = join(scratch, 'index');
    // Starting from the real index only saves hashing unchanged files again.
    copyFileSync(resolve(repo, git(repo, ['rev-parse', '--git-path', 'index'])), index);
    const env = { ...process.env, GIT_INDEX_FILE: index };
    git(repo, ['add', '--all'], env);
    const tree = git(repo, ['write-tree'], env);
    if (tree === git(repo, ['rev-parse', 'HEAD^{tree}'])) return git(repo, ['rev-parse', 'HEAD']);
    return git(repo, ['commit-tree', tree, '-p', 'HEAD', '-m', 'working tree for the run-command test'], {
      ...env,
      GIT_AUTHOR_NAME: 'gdoc-test',
      GIT_AUTHOR_EMAIL: 'gdoc-test@localhost',
      GIT_COMMITTER_NAME: 'gdoc-test',
      GIT_COMMITTER_EMAIL: 'gdoc-test@localhost',
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Clones `repo` into a new temporary folder and checks out `commit` there. */
export function freshClone(repo: string, commit: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'gdoc-fresh-clone-')), 'gdoc');
  // --shared borrows the objects through an alternate: the snapshot commit needs no ref to be found.
  git(tmpdir(), ['clone', '--quiet', '--shared', '--no-checkout', repo, dir]);
  git(dir, ['checkout', '--quiet', '--detach', commit]);
  return dir;
}
