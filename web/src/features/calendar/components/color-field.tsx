import { CheckOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_OPTIONS, colorName, inkOn } from '../colours';

type Props = { id?: string; value?: string; onChange?: (color: string) => void; labelledBy: string };

/**
 * The label colours as round swatches, a radio group named by the field's label: each swatch is named by its colour
 * ("Blue"), the chosen one carries a tick. A colour set by another program (any #rrggbb) is shown as one more swatch.
 */
export function ColorField({ id, value, onChange, labelledBy }: Props) {
  const { t } = useTranslation('calendar');
  const options =
    value && colorName(value) === 'custom' ? [...COLOR_OPTIONS, { value, name: 'custom' }] : COLOR_OPTIONS;
  return (
    <Radio.Group
      id={id}
      className="cal-swatches"
      aria-labelledby={labelledBy}
      value={value}
      onChange={(e) => onChange?.(e.target.value)}
    >
      {options.map((c) => (
        <Radio key={c.value} value={c.value} className="cal-swatch-radio">
          <span className="cal-swatch" style={{ '--ev': c.value, color: inkOn(c.value) } as CSSProperties}>
            {value === c.value && <CheckOutlined aria-hidden />}
          </span>
          <span className="visually-hidden">{t(`colors.${c.name}`)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
