// Consumo (/consumption): record what was consumed (any member) and see the consumption of a range
// of months: cost by month and by supply (charts), the feed cost per head of each rodeo; CSV export.
import type { Supply } from "@shared/supply-types";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { FilterDates } from "../../components/filter-bar";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useSupplyList } from "../../data/supplies";
import { downloadCsv } from "../../lib/csv";
import { useConsumptionReport } from "../../data/consumption";
import { ConsumptionForm } from "./consumption-form";
import { monthOf, monthsBetween, reportToCsv } from "./consumption-figures";
import { consumptionMessages } from "./consumption-messages";
import { ConsumptionCharts, RodeoCostTable } from "./consumption-report";
import "../../components/herd/herd.css";
import "../../components/screen-grids.css";
import "./consumption.css";

const MONTH = /^\d{4}-\d{2}$/;

const NO_SUPPLIES: Supply[] = [];

export default function ConsumptionPage() {
  const t = useMessages(consumptionMessages);
  const supplies = useSupplyList();
  const [from, setFrom] = useState(() => monthOf(new Date(), 11));
  const [to, setTo] = useState(() => monthOf(new Date()));
  const valid = MONTH.test(from) && MONTH.test(to) && from <= to;
  const report = useConsumptionReport(valid ? from : monthOf(new Date(), 11), valid ? to : monthOf(new Date()));
  const months = report.data ? monthsBetween(report.data.from, report.data.to) : [];

  function exportCsv() {
    if (!report.data) return;
    downloadCsv(reportToCsv(report.data), `consumo-${report.data.from}-${report.data.to}.csv`);
    toast.success(t.exported);
  }

  const actions = (
    <button type="button" className="btn btn-secondary" disabled={!report.data} onClick={exportCsv}>
      {t.exportCsv}
    </button>
  );

  return (
    <PageFrame title={t.title} description={t.description} actions={actions}>
      <section className="card" aria-labelledby="cons-form-title">
        <h2 id="cons-form-title">{t.formTitle}</h2>
        {supplies.data !== undefined && supplies.data.length === 0 ? (
          <p className="muted">
            {t.noSupplies} <Link to={paths.createSupply}>{t.loadSupplies}</Link>
          </p>
        ) : (
          <ConsumptionForm supplies={supplies.data ?? NO_SUPPLIES} />
        )}
      </section>
      <div className="stock-filters cons-range">
        <FilterDates idPrefix="cons" texts={t} type="month" from={from} to={to} onFrom={setFrom} onTo={setTo} bounded />
      </div>
      {report.error && !report.data ? (
        <p className="form-error" role="alert">
          {errorMessage(report.error, t.loadError)}
        </p>
      ) : !report.data ? (
        <InlineLoading label={t.loading} />
      ) : (
        <div className="stock-detail-grid">
          <ConsumptionCharts report={report.data} months={months} />
          <RodeoCostTable report={report.data} months={months} />
        </div>
      )}
    </PageFrame>
  );
}
