// jest: every English text of the remote, as if each page's module had loaded
// (a suite renders sections without their page: src/pages add their own).
import { withEnglish } from '../locales';
import { exploreEn } from '../locales/en';

withEnglish(exploreEn);
