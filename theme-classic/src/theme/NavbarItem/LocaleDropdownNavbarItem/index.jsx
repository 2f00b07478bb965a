import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import IconLanguage from '@theme/Icon/Language';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import './styles.css';

export default function LocaleDropdownNavbarItem({
  mobile,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  queryString = '',
  ...props
}) {
  const {
    i18n: {currentLocale, locales = [], localeConfigs = {}},
  } = useDocusaurusContext();
  const alternatePageUtils = useAlternatePageUtils();
  const {search, hash} = useLocation();
  const localeItems = locales.map((locale) => {
    const localeConfig = localeConfigs[locale] || {};
    const to = `pathname://${alternatePageUtils.createUrl({locale, fullyQualified: false})}${search}${hash}${queryString}`;
    return {
      label: localeConfig.label || locale,
      lang: localeConfig.htmlLang || locale,
      to,
      target: '_self',
      autoAddBaseUrl: false,
      className:
        locale === currentLocale
          ? mobile
            ? 'menu__link--active'
            : 'dropdown__link--active'
          : '',
    };
  });
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const dropdownLabel = mobile
    ? translate({
        message: 'Languages',
        id: 'theme.navbar.mobileLanguageDropdown.label',
        description: 'The label for the mobile language switcher dropdown',
      })
    : (localeConfigs[currentLocale] && localeConfigs[currentLocale].label) || currentLocale;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      label={
        <>
          <IconLanguage className="iconLanguage_nlXk" />
          {dropdownLabel}
        </>
      }
      items={items}
    />
  );
}
