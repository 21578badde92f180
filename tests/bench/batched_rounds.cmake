# cmake -DBENCH=<tgemm-batched-bench> -DOUT=<json> -P batched_rounds.cmake: runs the batched bench
# over two rounds of one small batch and checks that its JSON has each row in both rounds, and
# its relative errors in scientific notation (fixed decimals wrote 5e-16 as 0).
execute_process(COMMAND ${BENCH} --shape 20x8x8x8:NN:float --rounds 2 --reps 1 --warmup 0
                        --json ${OUT}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tgemm-batched-bench --rounds 2 failed (${rc}):\n${out}\n${err}")
endif()
file(READ ${OUT} json)
string(REGEX MATCHALL "\"round\": 0" zeros "${json}")
string(REGEX MATCHALL "\"round\": 1" ones "${json}")
string(REGEX MATCHALL "\"round\": [2-9]" others "${json}")
list(LENGTH zeros n0)
list(LENGTH ones n1)
list(LENGTH others n2)
if(n0 EQUAL 0 OR NOT n0 EQUAL n1 OR NOT n2 EQUAL 0)
  message(FATAL_ERROR "rows by round: ${n0} in round 0, ${n1} in round 1, ${n2} in others:\n${json}")
endif()
string(REGEX MATCHALL "\"rel_err\": [0-9]\\.[0-9]+e[-+][0-9]+" sci "${json}")
string(REGEX MATCHALL "\"rel_err\": [^n]" errs "${json}")
list(LENGTH sci n_sci)
list(LENGTH errs n_errs)
if(n_sci EQUAL 0 OR NOT n_sci EQUAL n_errs)
  message(FATAL_ERROR "${n_sci} of ${n_errs} relative errors in scientific notation:\n${json}")
endif()
message("batched rounds: ${n0} rows in each of 2 rounds")
