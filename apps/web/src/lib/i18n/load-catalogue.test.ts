// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { hi } from './locales/hi.ts';
import { i18n, setLanguage } from './i18n.ts';
import { CATALOGUE_PARTS, loadCatalogue, withCatalogue } from './load-catalogue.ts';

afterEach(() => setLanguage('en'));

describe('the catalogue, loaded by screen', () => {
  it('Hindi, when chosen after screens asked for their parts, then every part shows in Hindi, the server messages too', async () => {
    await loadCatalogue(...CATALOGUE_PARTS);
    await setLanguage('hi');
    expect(i18n.t('common.err')).toBe(hi.common.err);
    expect(i18n.t('nav.dashboard')).toBe(hi.nav.dashboard);
    expect(i18n.t('orderEditors.closeTrade.title', { id: '7' })).toBe(hi.orderEditors.closeTrade.title.replace('{{id}}', '7'));
    expect(i18n.t('reports.title')).toBe(hi.reports.title);
    expect(i18n.t('moneyTimeline.steps.paid')).toBe(hi.moneyTimeline.steps.paid);
    expect(i18n.getResourceBundle('hi', 'translation')).toHaveProperty('messages.common.signInAgain', hi.messages.common.signInAgain);
  });

  it('a screen, when it loads with Hindi shown, then its code resolves only once its part is there in both languages', async () => {
    await setLanguage('hi');
    const screen = await withCatalogue(['support'], () => Promise.resolve('support screen'))();
    expect(screen).toBe('support screen');
    expect(i18n.getResourceBundle('hi', 'translation')).toHaveProperty('support.title', hi.support.title);
    expect(i18n.getResourceBundle('en', 'translation')).toHaveProperty('support.title', en.support.title);
  });

  it('English, when chosen back, then the texts are English again', async () => {
    await setLanguage('hi');
    await setLanguage('en');
    expect(i18n.t('auth.login.title')).toBe(en.auth.login.title);
  });
});
