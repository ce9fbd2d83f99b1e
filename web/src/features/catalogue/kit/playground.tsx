import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '../../../components/demo/demo-card';
import { initialValues } from './jsx-code';
import type { Control, Playground as PlaygroundSpec, PlaygroundValues } from './types';

/** The input for one control; Form.Item hands it `id`, `value`/`checked` and `onChange`, passed on as they are. */
function ControlInput({ control, ...field }: { control: Control }) {
  switch (control.kind) {
    case 'select':
      return <Select {...field} options={control.options.map((o) => ({ value: o, label: String(o) }))} />;
    case 'radio':
      return (
        <Radio.Group
          {...field}
          optionType="button"
          size="small"
          options={control.options.map((o) => ({ value: o, label: String(o) }))}
        />
      );
    case 'switch':
      return <Switch {...field} size="small" />;
    case 'number':
      return <InputNumber {...field} min={control.min} max={control.max} step={control.step} />;
    default:
      return <Input {...field} maxLength={60} />;
  }
}

/**
 * The page's playground: the demo drawn with the chosen props, the controls beside it, and the code for exactly
 * those props (open from the start, copied as shown).
 */
export function PlaygroundCard({ spec, ns }: { spec: PlaygroundSpec; ns: string }) {
  const { t } = useTranslation([ns, 'catalogue']);
  const [values, setValues] = useState<PlaygroundValues>(() => initialValues(spec.controls));

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
        <Form
          name="playground"
          className="playground-controls"
          layout="vertical"
          size="small"
          initialValues={values}
          onValuesChange={(_, all: PlaygroundValues) => setValues({ ...values, ...all })}
          aria-label={t('catalogue:playground.controls')}
        >
          {spec.controls.map((control) => (
            <Form.Item
              key={control.prop}
              name={control.prop}
              label={<code>{control.prop}</code>}
              valuePropName={control.kind === 'switch' ? 'checked' : 'value'}
            >
              <ControlInput control={control} />
            </Form.Item>
          ))}
        </Form>
      </div>
    </DemoCard>
  );
}
