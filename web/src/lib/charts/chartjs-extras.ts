// Registers the Chart.js parts beyond line and doughnut: import it (for its side effect) from pages that draw
// bar, polar area or radar charts, so the Default dashboard does not carry them.
import {
  BarController,
  BarElement,
  Chart as ChartJS,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
} from 'chart.js';

ChartJS.register(BarController, BarElement, PolarAreaController, RadarController, RadialLinearScale);
