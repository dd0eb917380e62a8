import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/index.ts';

export interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  setLanguage: () => {},
});
