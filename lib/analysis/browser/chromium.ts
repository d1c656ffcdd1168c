import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Names Chromium goes by on Debian, Ubuntu and Google's own packages, in order of preference. */
const candidates = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The browser the grader measures with: CHROME_PATH when it names an executable, else the first
 * Chromium on the PATH; null when there is none (the grader then says so and keeps its
 * download-timed checks).
 */
export function findChromium(configured: string | undefined, path = ''): string | null {
  if (configured) return isExecutable(configured) ? configured : null;
  for (const name of candidates) {
    for (const dir of path.split(delimiter).filter(Boolean)) {
      const file = join(/*turbopackIgnore: true*/ dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

const disabledFeatures = [
  'Translate',
  'OptimizationHints',
  'OptimizationHintsFetching',
  'OptimizationGuideModelDownloading',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
];

/**
 * Chromium's command line for one measurement. Every request goes to the guarding proxy —
 * loopback included, which Chromium would otherwise send past it (`<-loopback>`); Chromium
 * resolves no name itself (the proxy resolves and checks each one); WebRTC may use no UDP that
 * does not go through the proxy (there is none), so STUN and TURN cannot reach anything; QUIC
 * is off (it would bypass an HTTP proxy); and nothing of its own (updates, sync, crash reports)
 * is switched on. The profile is new for every run and deleted after it.
 */
export function chromiumFlags(options: {
  proxyPort: number;
  profileDir: string;
  /** Tests only: SPKI hashes of certificates to accept although no trusted CA signed them. */
  trustedSpki?: readonly string[];
}): string[] {
  const flags = [
    '--headless=new',
    // Root (containers) cannot use Chromium's sandbox; the guard and the throwaway profile stay.
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--user-data-dir=${options.profileDir}`,
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    `--proxy-server=http://127.0.0.1:${options.proxyPort}`,
    '--proxy-bypass-list=<-loopback>',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--disable-quic',
    // As chrome-launcher starts Chrome for Lighthouse's own CLI, so the scores compare; plus
    // the features that phone Google while nobody is looking.
    `--disable-features=${disabledFeatures.join(',')}`,
    '--disable-extensions',
    '--disable-component-extensions-with-background-pages',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-client-side-phishing-detection',
    '--disable-sync',
    '--metrics-recording-only',
    '--disable-default-apps',
    '--mute-audio',
    '--no-default-browser-check',
    '--no-first-run',
    '--no-pings',
    '--disable-breakpad',
    '--disable-backgrounding-occluded-windows',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-ipc-flooding-protection',
    '--password-store=basic',
    '--use-mock-keychain',
    '--force-fieldtrials=*BackgroundTracing/default/',
    '--disable-hang-monitor',
    '--disable-prompt-on-repost',
    '--disable-domain-reliability',
    '--propagate-iph-for-testing',
  ];
  if (options.trustedSpki?.length) {
    flags.push(`--ignore-certificate-errors-spki-list=${options.trustedSpki.join(',')}`);
  }
  return [...flags, 'about:blank'];
}
