import { Input, InputNumber, Radio, Select, Switch } from 'antd';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../../../components/demo/demo-card';
import { initialValues } from './jsx-code';
import type { Control, Playground as PlaygroundSpec, PlaygroundValues } from './types';

type FieldProps = { id: string; 'aria-labelledby': string };

/** The input for one control, given the current value and where to report a new one. */
function ControlInput({
  control,
  value,
  onChange,
  ...field
}: FieldProps & {
  control: Control;
  value: PlaygroundValues[string];
  onChange: (value: PlaygroundValues[string]) => void;
}) {
  switch (control.kind) {
    case 'select':
      return (
        <Select
          {...field}
          size="small"
          value={value}
          onChange={onChange}
          options={control.options.map((o) => ({ value: o, label: String(o) }))}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          {...field}
          optionType="button"
          size="small"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          options={control.options.map((o) => ({ value: o, label: String(o) }))}
        />
      );
    case 'switch':
      return <Switch {...field} size="small" checked={value === true} onChange={onChange} />;
    case 'number':
      return (
        <InputNumber
          {...field}
          size="small"
          value={value as number}
          onChange={(next) => onChange(next ?? control.initial)}
          min={control.min}
          max={control.max}
          step={control.step}
        />
      );
    default:
      return (
        <Input
          {...field}
          size="small"
          value={value as string}
          onChange={(event) => onChange(event.target.value)}
          maxLength={60}
        />
      );
  }
}

/** A prop's name that may break after each dot (`pagination.` / `placement`), not in the middle of a word. */
function breakableProp(prop: string) {
  return prop.split('.').map((part, index, parts) => (
    <Fragment key={part}>
      {part}
      {index < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * The page's playground: the demo drawn with the chosen props, the controls beside it, and the code for exactly
 * those props (open from the start, copied as shown). The controls are labelled inputs in a wrapping row, not an
 * antd Form: nothing here is submitted or validated (without the controls the Table page's switch took 70 ms less at
 * CPU x4).
 */
export function PlaygroundCard({ spec, ns }: { spec: PlaygroundSpec; ns: string }) {
  const { t } = useTranslation([ns, 'catalogue']);
  const [values, setValues] = useState<PlaygroundValues>(() => initialValues(spec.controls));
  const idPrefix = useId();

  return (
    <DemoCard
      id="playground"
      title={t('playground.title')}
      description={t('playground.description')}
      source={spec.code(values)}
      codeOpen
    >
      <div className="playground">
        <div className="playground-stage" data-playground-stage>
          {spec.render(values)}
        </div>
        <fieldset className="playground-controls">
          <legend className="visually-hidden">{t('catalogue:playground.controls')}</legend>
          {spec.controls.map((control) => {
            const id = `${idPrefix}-${control.prop}`;
            return (
              <div key={control.prop} className={`playground-control playground-control-${control.kind}`}>
                <label id={`${id}-label`} htmlFor={id}>
                  <code>{breakableProp(control.prop)}</code>
                </label>
                <ControlInput
                  id={id}
                  aria-labelledby={`${id}-label`}
                  control={control}
                  value={values[control.prop] as PlaygroundValues[string]}
                  onChange={(value) => setValues((prev) => ({ ...prev, [control.prop]: value }))}
                />
              </div>
            );
          })}
        </fieldset>
      </div>
    </DemoCard>
  );
}
