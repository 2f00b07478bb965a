import React, {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import useIsBrowser from '../../client/exports/useIsBrowser.jsx';
import {useThemeConfig} from '../utils/useThemeConfig.js';
import {createStorageSlot} from '../utils/storageUtils.js';
import {ReactContextError} from '../utils/reactUtils.jsx';

// The color mode lives in two <html> attributes set before first paint by the
// inline colorModeScript: data-theme ("light"|"dark", the effective mode) and
// data-theme-choice ("light"|"dark"|"system", what the user chose). The React
// state starts from the config on the server and during hydration, and is
// read from the DOM in an effect: no hydration mismatch.
const Context = createContext(undefined);

const ColorModeStorageKey = 'theme';
const ColorModeStorage = createStorageSlot(ColorModeStorageKey);
const SystemAttribute = 'system';

const coerceToColorMode = (colorMode) => (colorMode === 'dark' ? 'dark' : 'light');

const coerceToColorModeChoice = (colorMode) =>
  colorMode === null || colorMode === undefined || colorMode === SystemAttribute
    ? null
    : coerceToColorMode(colorMode);

// The OS preference or, when the browser reports none, the configured default (as the
// inline colorModeScript does).
function getSystemColorMode(defaultMode) {
  if (window.matchMedia) {
    if (window.matchMedia('(prefers-color-scheme: dark)').matches) {
      return 'dark';
    }
    if (window.matchMedia('(prefers-color-scheme: light)').matches) {
      return 'light';
    }
  }
  return coerceToColorMode(defaultMode);
}

const ColorModeAttribute = {
  get: () => coerceToColorMode(document.documentElement.getAttribute('data-theme')),
  set: (colorMode) => {
    document.documentElement.setAttribute('data-theme', coerceToColorMode(colorMode));
  },
};

const ColorModeChoiceAttribute = {
  get: () =>
    coerceToColorModeChoice(document.documentElement.getAttribute('data-theme-choice')),
  set: (colorMode) => {
    document.documentElement.setAttribute(
      'data-theme-choice',
      coerceToColorModeChoice(colorMode) ?? SystemAttribute,
    );
  },
};

function persistColorModeChoice(newColorMode) {
  if (newColorMode === null) {
    ColorModeStorage.del();
  } else {
    ColorModeStorage.set(coerceToColorMode(newColorMode));
  }
}

function useColorModeState() {
  const {
    colorMode: {defaultMode},
  } = useThemeConfig();
  const isBrowser = useIsBrowser();
  // After hydration (e.g. the provider remounting on navigation) the DOM is
  // the source of truth right away.
  const [colorMode, setColorModeState] = useState(
    isBrowser ? ColorModeAttribute.get() : coerceToColorMode(defaultMode),
  );
  const [colorModeChoice, setColorModeChoiceState] = useState(
    isBrowser ? ColorModeChoiceAttribute.get() : null,
  );
  useEffect(() => {
    // A transition: re-colouring every code block yields to the browser.
    startTransition(() => {
      setColorModeState(ColorModeAttribute.get());
      setColorModeChoiceState(ColorModeChoiceAttribute.get());
    });
  }, []);
  return {colorMode, setColorModeState, colorModeChoice, setColorModeChoiceState};
}

function useContextValue() {
  const {
    colorMode: {defaultMode, disableSwitch, respectPrefersColorScheme},
  } = useThemeConfig();
  const {colorMode, setColorModeState, colorModeChoice, setColorModeChoiceState} =
    useColorModeState();

  useEffect(() => {
    // The switch got disabled after users stored a choice: drop it.
    if (disableSwitch) {
      ColorModeStorage.del();
    }
  }, [disableSwitch]);

  const setColorMode = useCallback(
    (newColorModeChoice, options = {}) => {
      const {persist = true} = options;
      if (newColorModeChoice === null) {
        // Back to the system / default color mode.
        const newColorMode = respectPrefersColorScheme
          ? getSystemColorMode(defaultMode)
          : coerceToColorMode(defaultMode);
        ColorModeAttribute.set(newColorMode);
        setColorModeState(newColorMode);
        ColorModeChoiceAttribute.set(null);
        setColorModeChoiceState(null);
      } else {
        ColorModeAttribute.set(newColorModeChoice);
        ColorModeChoiceAttribute.set(newColorModeChoice);
        setColorModeState(coerceToColorMode(newColorModeChoice));
        setColorModeChoiceState(coerceToColorMode(newColorModeChoice));
      }
      if (persist) {
        persistColorModeChoice(newColorModeChoice);
      }
    },
    [setColorModeState, setColorModeChoiceState, respectPrefersColorScheme, defaultMode],
  );

  // Keep tabs in sync.
  useEffect(
    () =>
      ColorModeStorage.listen((e) => {
        setColorMode(coerceToColorModeChoice(e.newValue), {persist: false});
      }),
    [setColorMode],
  );

  // Follow the OS setting while the choice is "system".
  useEffect(() => {
    if (colorModeChoice !== null || !respectPrefersColorScheme || !window.matchMedia) {
      return undefined;
    }
    const mql = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      const newColorMode = getSystemColorMode(defaultMode);
      setColorModeState(newColorMode);
      ColorModeAttribute.set(newColorMode);
    };
    if (mql.addEventListener) {
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    }
    mql.addListener(onChange);
    return () => mql.removeListener(onChange);
  }, [respectPrefersColorScheme, colorModeChoice, setColorModeState, defaultMode]);

  return useMemo(
    () => ({
      colorMode,
      colorModeChoice,
      setColorMode,
      get isDarkTheme() {
        return colorMode === 'dark';
      },
      setLightTheme() {
        setColorMode('light');
      },
      setDarkTheme() {
        setColorMode('dark');
      },
    }),
    [colorMode, colorModeChoice, setColorMode],
  );
}

export function ColorModeProvider({children}) {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useColorMode() {
  const context = useContext(Context);
  if (context === undefined) {
    throw new ReactContextError(
      'ColorModeProvider',
      'Please see https://docusaurus.io/docs/api/themes/configuration#use-color-mode.',
    );
  }
  return context;
}
