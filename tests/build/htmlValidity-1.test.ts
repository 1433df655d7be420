import { describeHtmlValidity } from './htmlValidity';

describeHtmlValidity(0);
