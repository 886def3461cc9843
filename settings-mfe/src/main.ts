// Standalone entry (dev harness). The shell never loads this file: it loads ./routes.
import('./bootstrap');
