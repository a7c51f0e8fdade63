// Lighthouse 12 dropped its installability audit with the PWA category (no InstallabilityErrors
// artifact, no 'installable-manifest' audit). This brings the check back as a Lighthouse plugin of
// our own: a gatherer asking Chromium for the page's installability errors (the DevTools protocol's
// Page.getInstallabilityErrors, which the removed gatherer used) and its manifest, and an audit that
// passes only when there are none.
import { Audit, Gatherer } from 'lighthouse';

export class InstallabilityErrors extends Gatherer {
  meta = { supportedModes: ['navigation', 'snapshot'] };

  async getArtifact({ driver }) {
    const session = driver.defaultSession;
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const manifest = await session.sendCommand('Page.getAppManifest');
    return {
      errors: installabilityErrors.map((e) => ({
        errorId: e.errorId,
        errorArguments: (e.errorArguments ?? []).map((a) => `${a.name}=${a.value}`).join(', '),
      })),
      manifestUrl: manifest.url ?? '',
      manifestErrors: (manifest.errors ?? []).map((e) => e.message),
    };
  }
}

export class InstallableManifest extends Audit {
  static get meta() {
    return {
      id: 'installable-manifest',
      title: 'The portal is installable',
      failureTitle: 'The portal is not installable',
      description: "Chromium's own installability check: a manifest, icons, a start URL, a display mode.",
      requiredArtifacts: ['InstallabilityErrors'],
    };
  }

  static audit(artifacts) {
    const { errors, manifestUrl, manifestErrors } = artifacts.InstallabilityErrors;
    const items = [
      ...errors.map((e) => ({ reason: `${e.errorId}${e.errorArguments ? ` (${e.errorArguments})` : ''}` })),
      ...manifestErrors.map((message) => ({ reason: `manifest: ${message}` })),
      ...(manifestUrl ? [] : [{ reason: 'no manifest linked from the page' }]),
    ];
    const headings = [{ key: 'reason', valueType: 'text', label: 'Reason' }];
    return {
      score: items.length === 0 ? 1 : 0,
      details: Audit.makeTableDetails(headings, items),
    };
  }
}

/** A Lighthouse config running only the installability check. */
export const installabilityConfig = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['installable'] },
  artifacts: [{ id: 'InstallabilityErrors', gatherer: { implementation: InstallabilityErrors } }],
  audits: [{ implementation: InstallableManifest }],
  categories: {
    installable: { title: 'Installable', auditRefs: [{ id: 'installable-manifest', weight: 1 }] },
  },
};
