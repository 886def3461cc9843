import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteManifest, RemoteName } from './remotes-config';
import { errorReportingPlugin } from './runtime-plugin';
import { updatePoller } from '../features/update-poll/poller-instance';

let manifest: RemoteManifest = {};
const preloaded = new Map<RemoteName, Promise<ComponentType>>();
const builds = new Map<RemoteName, string | null>();

/** The build id of the remote's module this page loaded (its `buildId` export), if it says one. */
export function loadedRemoteBuild(remote: RemoteName): string | null {
  return builds.get(remote) ?? null;
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Registers the remotes listed in remotes.json with the federation runtime. */
export function setupFederation(remotes: RemoteManifest): void {
  manifest = remotes;
  registerPlugins([errorReportingPlugin()]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string })),
  );
}

export function remoteEntryUrl(remote: RemoteName): string | undefined {
  return manifest[remote];
}

/**
 * Starts loading a remote's route tree before anything renders it; the first non-fresh
 * loadRemoteRoutes takes this load over (its failure then reaches the area's error boundary).
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  if (preloaded.has(remote) || !manifest[remote]) return;
  const load = loadRemoteRoutes(remote);
  load.catch(() => undefined); // reported when taken over
  preloaded.set(remote, load);
}

/** Loads a remote's route tree (its exposed `./routes`). `fresh` drops the runtime's cache first. */
export async function loadRemoteRoutes(remote: RemoteName, fresh = false): Promise<ComponentType> {
  const early = preloaded.get(remote);
  if (early) {
    preloaded.delete(remote);
    if (!fresh) return early;
  }
  const entry = manifest[remote];
  if (!entry) throw new RemoteUnavailableError(`Remote "${remote}" is not listed in remotes.json`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<{ default?: ComponentType; buildId?: string }>(
    `${remote}/routes`,
  );
  if (!module?.default)
    throw new RemoteUnavailableError(`Remote "${remote}" did not expose ./routes`);
  builds.set(remote, module.buildId ?? null);
  // The build this remote is running, for the update poll.
  void updatePoller.track(
    remote,
    new URL('build-info.json', new URL(entry, window.location.href)).href,
  );
  return module.default;
}
