import { startEarlyRequests } from './app/early-requests';
import { serverPayload } from './app/server-payload';

/** Resolves in a new task, so the work before and after it are two tasks, not one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A page the server rendered carries its data. Any other page (the panel, the sign-in, a public
// page the server could not render) starts the requests its first render needs at once (in a
// task of their own, after the federation runtime's start-up), while the shared modules download.
const early = nextTask().then(() => {
  if (!serverPayload()) startEarlyRequests();
});

// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
// Evaluating the shared modules is the longest piece of main-thread work on the way to the first
// render. In stages, with a task boundary between them, it is several shorter tasks that leave
// room for input and paint, instead of one long task (Total Blocking Time on a slow phone).
// Emotion and RTK Query get stages of their own: they are the same module instances as those
// inside the shared-ui and shared-auth singletons this build provides. (Splitting shared-ui the
// same way, into React Router, MUI's styles and Button, made webpack put shared code in more
// chunks: +40 KB gzip and +7 requests on the first page, so it was taken back.)
const stages: (() => unknown)[] = [
  // No Intl warm-up: shared-ui writes pt-BR numbers, prices and dates without Intl (its first
  // formatter loads the locale data, a long task), so a public page never creates one.
  () => import('react-dom/client'),
  () => import('@emotion/styled'),
  () => import('@catalogo/shared-ui'),
  () => import(/* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import('@catalogo/shared-auth'),
  () => import('./bootstrap'),
];

async function boot() {
  // A page the server drew starts this script once its main picture is painted
  // (shell/server/page-scripts.ts).
  await early;
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
}

void boot();
