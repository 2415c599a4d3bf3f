import { demoAppInfo, demoLanguages } from './demo-languages';

/** Languages and app info through the product's repositories; a rerun after a partial seed skips what exists. */
export async function seedDemoLanguages(now: Date): Promise<void> {
  const { appInfoRepository, languageRepository } = await import('@wayfare/lambdas/src/deps');
  for (const language of demoLanguages) {
    if (!(await languageRepository().get(language.id))) {
      await languageRepository().create({ ...language, createdAt: now.toISOString() });
    }
  }
  await appInfoRepository().put(demoAppInfo, now);
}
