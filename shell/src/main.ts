import { startEarlyRequests } from './app/early-requests';

// Requests the first render needs start now, while the shared modules download.
startEarlyRequests();
// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap');
