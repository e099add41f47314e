; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.1 = private unnamed_addr constant [20 x i8] c"Test Edict Of Might\00"
@.str.2 = private unnamed_addr constant [10 x i8] c"{2}{W}{B}\00"
@cardc.card.4 = internal constant %cardrt_card_def { ptr @.str.1, ptr @.str.2, i32 5, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr @cardc.effect.1, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.3 = private unnamed_addr constant [26 x i8] c"they sacrifice a creature\00"
@.str.4 = private unnamed_addr constant [128 x i8] c"At the beginning of each opponent's upkeep, Test Tithe Of Blood deals 2 damage to that player unless they sacrifice a creature.\00"
@.str.5 = private unnamed_addr constant [20 x i8] c"Test Tithe Of Blood\00"
@.str.6 = private unnamed_addr constant [7 x i8] c"{3}{B}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.4, ptr @cardc.match.5, ptr null, ptr null, i32 0, ptr @cardc.effect.6, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.8 = internal constant %cardrt_card_def { ptr @.str.5, ptr @.str.6, i32 4, i32 4, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.7 = private unnamed_addr constant [11 x i8] c"Test Purge\00"
@.str.8 = private unnamed_addr constant [10 x i8] c"{4}{W}{W}\00"
@cardc.card.11 = internal constant %cardrt_card_def { ptr @.str.7, ptr @.str.8, i32 1, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.9, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.9 = private unnamed_addr constant [5 x i8] c"land\00"
@cardc.targets.10 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.9, i32 1, i32 1, ptr @cardc.legal.12, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.11 = private unnamed_addr constant [13 x i8] c"another land\00"
@.str.12 = private unnamed_addr constant [11 x i8] c"Test Worms\00"
@.str.13 = private unnamed_addr constant [10 x i8] c"{3}{B}{G}\00"
@cardc.card.16 = internal constant %cardrt_card_def { ptr @.str.12, ptr @.str.13, i32 20, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.10, i32 1, ptr @cardc.effect.13, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [4 x ptr] [ptr @cardc.card.4, ptr @cardc.card.8, ptr @cardc.card.11, ptr @cardc.card.16]
@cardc_registry = constant %cardrt_registry { i32 30, i32 4, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.1(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_sacrifice_n(ptr %0, i32 0, ptr @cardc.affects.2, i32 1, i32 1)
  ret void
}

define internal i1 @cardc.affects.2(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_power(ptr %0, i32 %2)
  %9 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %10 = call i32 @cardrt_greatest_controlled(ptr %0, i32 %1, ptr @cardc.affects.3, i32 0, i32 %9)
  %11 = icmp eq i32 %8, %10
  %12 = and i1 %7, %11
  %13 = and i1 %12, true
  ret i1 %13
}

declare i32 @cardrt_types(ptr, i32)

declare i32 @cardrt_power(ptr, i32)

define internal i1 @cardc.affects.3(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = and i1 %7, true
  %10 = and i1 %9, true
  ret i1 %10
}

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_greatest_controlled(ptr, i32, ptr, i32, i32)

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_fx_sacrifice_n(ptr, i32, ptr, i32, i32)

define internal i1 @cardc.match.5(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 1
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  %8 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %8, align 4
  %9 = call i32 @cardrt_you(ptr %0, i32 %1)
  %10 = icmp ne i32 %player, %9
  %11 = or i1 false, %10
  %12 = and i1 %7, %11
  %13 = and i1 %12, true
  ret i1 %13
}

declare i32 @cardrt_you(ptr, i32)

define internal void @cardc.effect.6(ptr %0) {
entry:
  %you.did = alloca i1, align 1
  store i1 false, ptr %you.did, align 1
  %unless.done = alloca i1, align 1
  store i1 false, ptr %unless.done, align 1
  store i1 false, ptr %unless.done, align 1
  %1 = load i1, ptr %unless.done, align 1
  %2 = xor i1 %1, true
  %3 = and i1 %2, true
  br i1 %3, label %unless.ask, label %unless.next

unless.ask:                                       ; preds = %entry
  call void @cardrt_sel_event(ptr %0, i32 0, i32 2)
  %4 = call i1 @cardrt_fx_may(ptr %0, i32 0, ptr @.str.3)
  store i1 %4, ptr %you.did, align 1
  br i1 %4, label %then, label %else

unless.next:                                      ; preds = %cont, %entry
  %5 = load i1, ptr %unless.done, align 1
  %6 = xor i1 %5, true
  br i1 %6, label %then2, label %else3

then:                                             ; preds = %unless.ask
  %7 = call i32 @cardrt_fx_sacrifice_n(ptr %0, i32 0, ptr @cardc.affects.7, i32 1, i32 1)
  br label %cont

else:                                             ; preds = %unless.ask
  br label %cont

cont:                                             ; preds = %else, %then
  %did = load i1, ptr %you.did, align 1
  %8 = call i32 @cardrt_fx_result(ptr %0)
  %9 = icmp sge i32 %8, 1
  %10 = and i1 %did, %9
  store i1 %10, ptr %you.did, align 1
  %did1 = load i1, ptr %you.did, align 1
  %11 = call i32 @cardrt_fx_result(ptr %0)
  %12 = icmp sge i32 %11, 1
  %13 = and i1 %did1, %12
  store i1 %13, ptr %unless.done, align 1
  br label %unless.next

then2:                                            ; preds = %unless.next
  call void @cardrt_sel_event(ptr %0, i32 2, i32 2)
  %14 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 2, i32 2)
  br label %cont4

else3:                                            ; preds = %unless.next
  br label %cont4

cont4:                                            ; preds = %else3, %then2
  ret void
}

declare void @cardrt_sel_event(ptr, i32, i32)

declare i1 @cardrt_fx_may(ptr, i32, ptr)

define internal i1 @cardc.affects.7(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = and i1 %7, true
  %10 = and i1 %9, true
  ret i1 %10
}

declare i32 @cardrt_fx_result(ptr)

declare i32 @cardrt_fx_damage(ptr, i32, i32, i32)

define internal void @cardc.effect.9(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 2)
  %1 = call i32 @cardrt_fx_sacrifice_rest(ptr %0, i32 0, ptr @cardc.affects.10, i32 3, i32 1)
  ret void
}

define internal i1 @cardc.affects.10(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_zone_of(ptr %0, i32 %2)
  %4 = icmp eq i32 %3, 2
  %5 = call i32 @cardrt_types(ptr %0, i32 %2)
  %6 = and i32 %5, 79
  %7 = icmp ne i32 %6, 0
  %8 = or i1 %4, %7
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare i32 @cardrt_zone_of(ptr, i32)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_sacrifice_rest(ptr, i32, ptr, i32, i32)

define internal i1 @cardc.legal.12(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 8
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.13(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  %2 = call i1 @cardrt_sel_any(ptr %0, i32 0, ptr @cardc.affects.14)
  br i1 %2, label %then, label %else

then:                                             ; preds = %entry
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 3, ptr @cardc.affects.15, i32 4)
  call void @cardrt_sel_remove(ptr %0, i32 3, i32 0)
  call void @cardrt_sel_remove(ptr %0, i32 3, i32 0)
  call void @cardrt_sel_remove(ptr %0, i32 3, i32 0)
  call void @cardrt_sel_remove(ptr %0, i32 3, i32 1)
  call void @cardrt_sel_choose_each(ptr %0, i32 2, i32 3, i32 1, i32 1, ptr @.str.11)
  %3 = call i32 @cardrt_fx_sacrifice_by(ptr %0, i32 1, i32 2)
  br label %cont

else:                                             ; preds = %entry
  br label %cont

cont:                                             ; preds = %else, %then
  ret void
}

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

define internal i1 @cardc.affects.14(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 1
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare i32 @cardrt_supertypes(ptr, i32)

declare i1 @cardrt_sel_any(ptr, i32, ptr)

define internal i1 @cardc.affects.15(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 8
  %5 = icmp eq i32 %4, 8
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare void @cardrt_sel_related(ptr, i32, i32, i32)

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

declare void @cardrt_sel_remove(ptr, i32, i32)

declare void @cardrt_sel_choose_each(ptr, i32, i32, i32, i32, ptr)

declare i32 @cardrt_fx_sacrifice_by(ptr, i32, i32)
