import { describeHtmlValidity } from './htmlValidity';

describeHtmlValidity(1);
