export { LoadError, useErrorText } from '../../../components/load-error';
