import {
  configureIcons,
  ICON_API_MAX_URL,
  ICON_API_ROTATE_MS,
  ICON_API_TIMEOUT_MS,
  ICON_FETCH_TIMEOUT_MS,
  iconHosts,
  localIconHost,
  PUBLIC_ICON_HOSTS,
} from './icon-settings';

// The icon service's numbers and host order (spec §7, §9).
it('has the specification’s numbers', () => {
  expect({
    timeout: ICON_API_TIMEOUT_MS,
    rotate: ICON_API_ROTATE_MS,
    maxUrl: ICON_API_MAX_URL,
    fetchTimeout: ICON_FETCH_TIMEOUT_MS,
  }).toEqual({ timeout: 5000, rotate: 750, maxUrl: 500, fetchTimeout: 1500 });
});

it('asks our API’s endpoint first, then Iconify’s public hosts in their order', () => {
  expect(iconHosts()).toEqual([]);
  configureIcons({ localApi: 'https://api.demo.example/icons/' });
  expect(localIconHost()).toBe('https://api.demo.example/icons');
  expect(iconHosts()).toEqual([
    'https://api.demo.example/icons',
    'https://api.iconify.design',
    'https://api.simplesvg.com',
    'https://api.unisvg.com',
  ]);
  expect(iconHosts().slice(1)).toEqual(PUBLIC_ICON_HOSTS);
  // Configurable: other public hosts, or none.
  configureIcons({
    localApi: 'https://api.demo.example/icons',
    publicHosts: ['https://icons.test'],
  });
  expect(iconHosts()).toEqual(['https://api.demo.example/icons', 'https://icons.test']);
  configureIcons({ localApi: null, publicHosts: [] });
  expect(iconHosts()).toEqual([]);
});
