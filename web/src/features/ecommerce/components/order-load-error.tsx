export {
  LoadError as OrderLoadError,
  useErrorText as useOrderErrorText,
} from '../../../components/load-error';
