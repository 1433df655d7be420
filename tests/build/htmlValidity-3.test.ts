import { describeHtmlValidity } from './htmlValidity';

describeHtmlValidity(2);
