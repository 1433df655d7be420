/**
 * The `x-codeSamples` that do not run against a fresh sample-world sandbox today, by operation,
 * with the reason: the answer the sandbox gives, then why (a sandbox gap or a sample defect).
 * Remove an entry when its samples run.
 */
export const CODE_SAMPLE_GAPS: Record<string, string> = {
  'integration DELETE /compound-zones/{compound_zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /customers/{customer_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /depots/{depot_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /drivers/{driver_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /nodes/{node_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /projects/{project_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /simulation-templates/{template_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /simulations/{simulation_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /vehicle-types/{vehicle_type_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /webhook-subscriptions/{subscription_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /zones/{zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /bookings/{booking_id}/pod':
    'answers 404: bk_1009 has no proof of delivery in a fresh sandbox: it is open, and a proof exists only once a progress update has completed it, after an optimization planned it',
  'integration GET /compound-zones/{compound_zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /customers/{customer_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /drivers/{driver_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /events/{event_id}':
    'answers 404: the example id evt_01HV7U0A01 is not in a fresh sandbox: the sandbox numbers the events a session causes',
  'integration GET /routes/{route_id}':
    'answers 404: the sample names route_0302_van_01, which a fresh sandbox lacks: routes exist only after an optimization has run',
  'integration GET /simulation-templates/{template_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /simulations/{simulation_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /webhook-subscriptions/{subscription_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /zones/{zone_id}': 'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /compound-zones/{compound_zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /customers/{customer_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /drivers/{driver_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /simulation-templates/{template_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /webhook-subscriptions/{subscription_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /zones/{zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration POST /bookings/{booking_id}/progress':
    'answers 409: bk_1009 is open in a fresh sandbox; it can become arrived only once an optimization has planned it',
  'integration POST /compound-zones':
    'answers 422: the sample refers to an object the sample world lacks',
  'integration POST /depots':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /nodes': 'answers 409: the sample creates an id the sample world already holds',
  'integration POST /projects':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /simulations/{simulation_id}/clone':
    'answers 404: the sample names an id the sample world lacks',
  'integration POST /vehicle-types':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /vehicles':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /webhook-subscriptions/{subscription_id}/test':
    'answers 404: the sample names an id the sample world lacks',
  'routing GET /projects/{project_id}/optimizations/{optimization_id}':
    'answers 404: the example id opt_01HV7R2M4N is not in a fresh sandbox: no optimization has run (the sandbox numbers its runs per session)',
  'routing GET /projects/{project_id}/optimizations/{optimization_id}/routes':
    'answers 404: the example id opt_01HV7R2M4N is not in a fresh sandbox: no optimization has run (the sandbox numbers its runs per session)',
  'routing GET /projects/{project_id}/optimizations/{optimization_id}/unassigned':
    'answers 404: the example id opt_01HV7R2M4N is not in a fresh sandbox: no optimization has run (the sandbox numbers its runs per session)',
  'routing POST /projects/{project_id}/eta-recalculations':
    'answers 422: the sample names route_0302_van_01, which a fresh sandbox lacks: routes exist only after an optimization has run',
  'routing POST /projects/{project_id}/insertions/{insertion_id}/apply':
    'answers 404: the example id ins_01HV7S0B8C is not in a fresh sandbox: no insertion has been requested (the sandbox numbers them per session)',
  'routing POST /projects/{project_id}/optimizations/{optimization_id}/cancel':
    'answers 404: the example id opt_01HV7R2M4N is not in a fresh sandbox: no optimization has run (the sandbox numbers its runs per session)',
  'stateless GET /jobs/{job_id}':
    'answers 404: the sample names a job id a fresh session has not created',
  'stateless GET /jobs/{job_id}/solution':
    'answers 404: the sample names a job id a fresh session has not created',
  'stateless POST /jobs/{job_id}/cancel':
    'answers 404: the sample names a job id a fresh session has not created',
};
