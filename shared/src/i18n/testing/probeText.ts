import i18next from 'i18next';
import { I18N_INTERPOLATION, TEXT_FORMATS } from '../textVariables';

/**
 * For @fair/shared's own tests (the probe namespace is declared in its i18next types only): an
 * i18next instance of its own holding one text (the probe key the tests' types declare) in one
 * language, with the site's interpolation and, unless `siteFormats` is false, its formats
 * (`TEXT_FORMATS`): what a text writes, without the page's instance.
 */
export async function probeText(
  language: string,
  text: string,
  { siteFormats = true }: { siteFormats?: boolean } = {},
) {
  const probe = i18next.createInstance();
  if (siteFormats) probe.use(TEXT_FORMATS);
  await probe.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { probe: { greeting: text } } },
    ns: ['probe'],
    interpolation: I18N_INTERPOLATION,
  });
  return (values: Record<string, unknown> = {}) => probe.t('probe:greeting', values);
}
